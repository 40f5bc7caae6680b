// The sitemap index (/sitemap.xml): one child for the static public pages, one per 5,000 journals (issue 3, SEO).
import { listJournalSourceIds } from '@/lib/journals/journal-exists';
import { siteOrigin } from '@/lib/seo/site-origin';
import { childSitemapPath, sitemapCount, sitemapIndex, xmlResponse } from '@/lib/seo/sitemap-xml';

export async function GET(): Promise<Response> {
  const [ids, origin] = await Promise.all([listJournalSourceIds(), siteOrigin()]);
  const locations = Array.from({ length: sitemapCount(ids.length) }, (_, index) => `${origin}${childSitemapPath(index)}`);
  return xmlResponse(sitemapIndex(locations));
}
