// robots.txt: crawlers may read every public page; the JSON API (answers, not pages) and the invoice pages (one
// buyer's order, reached only from their own account) are closed to them, in every language (an unprefixed path is a
// 404). The admin area is never named here, where anyone could read its hidden path: its noindex
// header (server.ts) keeps it out of indexes. Disallow lines come before `Allow: /`, so crawlers that take the first
// matching rule read them as those that take the longest one do.
import { locales } from '@/lib/i18n/routing';

/** Path prefixes no crawler is asked to fetch. */
export const DISALLOWED_PATHS: readonly string[] = ['/api/', ...locales.map((locale) => `/${locale}/invoice/`)];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
