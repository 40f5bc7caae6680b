// Builds the sitemap XML (sitemaps.org protocol, with xhtml:link hreflang alternates as Google documents them) and
// decides what each child sitemap holds: sitemap 0 the static public pages, 1..n the journal pages, 5,000 journals
// (10,000 URLs, both languages) each, well under the protocol's 50,000. Every entry's <lastmod> is the catalogue's
// import date: the journal pages and the list pages change only when the data is imported again.
import { locales, defaultLocale } from '@/lib/i18n/routing';

export const JOURNALS_PER_SITEMAP = 5_000;

/** Public pages anyone may open; guarded and personal ones (favourites, SINTA, invoices) stay out. */
export const STATIC_PAGE_PATHS = ['', '/about', '/pricing', '/publishers', '/new-scopus', '/discontinued-journal'];

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The protocol's W3C datetime, to the second in UTC ("2025-11-24T11:41:00Z"); nothing when the date is unknown. */
export function lastmodElement(lastmod: Date | null): string {
  return lastmod ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
}

/**
 * One <url> per language of a page (`path` after the language segment), each naming all languages as alternates.
 * The protocol puts <lastmod> right after <loc>, before elements of other namespaces such as xhtml:link.
 */
function localizedUrls(origin: string, path: string, lastmod: string): string {
  const links = [
    ...locales.map((locale) => [locale, `${origin}/${locale}${path}`] as const),
    ['x-default', `${origin}/${defaultLocale}${path}`] as const,
  ]
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join('');
  return locales
    .map((locale) => `<url><loc>${escapeXml(`${origin}/${locale}${path}`)}</loc>${lastmod}${links}</url>`)
    .join('\n');
}

export function urlSet(origin: string, paths: readonly string[], lastmod: Date | null): string {
  const modified = lastmodElement(lastmod);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((path) => localizedUrls(origin, path, modified)),
    '</urlset>',
  ].join('\n');
}

export function sitemapIndex(locations: string[], lastmod: Date | null): string {
  const modified = lastmodElement(lastmod);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc>${modified}</sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}

/** How many child sitemaps there are: the static pages' one plus one per 5,000 journals. */
export function sitemapCount(journalCount: number): number {
  return 1 + Math.ceil(journalCount / JOURNALS_PER_SITEMAP);
}

export function childSitemapPath(index: number): string {
  return `/sitemaps/${index}.xml`;
}

/** Answers for crawlers, cached for an hour: the catalogue changes only with an import. */
export function cachedResponse(body: string, contentType: string): Response {
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'public, max-age=3600' } });
}

export function xmlResponse(body: string): Response {
  return cachedResponse(body, 'application/xml; charset=utf-8');
}
