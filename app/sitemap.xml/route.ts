// The sitemap index (/sitemap.xml): one child for the static public pages, one per 5,000 journals, each with the
// catalogue's import date as its <lastmod>.
import { listJournalSourceIds } from '@/lib/catalogue/journal-exists';
import { catalogueImportedAt } from '@/lib/seo/catalogue-imported-at';
import { siteOrigin } from '@/lib/seo/site-origin';
import { childSitemapPath, sitemapCount, sitemapIndex, xmlResponse } from '@/lib/seo/sitemap-xml';

// Answered at run time, never prerendered by the build: the origin (SITE_URL) and the catalogue are the running
// server's.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const [ids, importedAt] = await Promise.all([listJournalSourceIds(), catalogueImportedAt()]);
  const origin = siteOrigin();
  const locations = Array.from({ length: sitemapCount(ids.length) }, (_, index) => `${origin}${childSitemapPath(index)}`);
  return xmlResponse(sitemapIndex(locations, importedAt));
}
