// A child sitemap, /sitemaps/{n}.xml: 0 lists the static public pages, 1..n the journal pages in SJR rank order,
// every URL in both languages with its hreflang alternates and the catalogue's import date as <lastmod>. The ".xml"
// keeps proxy.ts (pages only) out of the way.
import { listJournalSourceIds } from '@/lib/catalogue/journal-exists';
import { catalogueImportedAt } from '@/lib/seo/catalogue-imported-at';
import { siteOrigin } from '@/lib/seo/site-origin';
import { JOURNALS_PER_SITEMAP, STATIC_PAGE_PATHS, sitemapCount, urlSet, xmlResponse } from '@/lib/seo/sitemap-xml';

// Answered at run time, never prerendered by the build: the origin (SITE_URL) and the catalogue are the running
// server's.
export const dynamic = 'force-dynamic';

const namePattern = /^(0|[1-9]\d{0,4})\.xml$/;

export async function GET(_request: Request, { params }: { params: Promise<{ n: string }> }): Promise<Response> {
  const { n } = await params;
  const match = namePattern.exec(n);
  const ids = await listJournalSourceIds();
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= sitemapCount(ids.length)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const origin = siteOrigin();
  const importedAt = await catalogueImportedAt();
  if (index === 0) return xmlResponse(urlSet(origin, STATIC_PAGE_PATHS, importedAt));
  const start = (index - 1) * JOURNALS_PER_SITEMAP;
  const paths = ids.slice(start, start + JOURNALS_PER_SITEMAP).map((id) => `/journal/${id}`);
  return xmlResponse(urlSet(origin, paths, importedAt));
}
