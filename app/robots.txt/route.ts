// robots.txt: everything may be crawled, and the sitemap index is named. The admin area is kept out of indexes by its
// noindex header (server.ts), never by naming its hidden path here, where anyone could read it.
import { siteOrigin } from '@/lib/seo/site-origin';
import { cachedResponse } from '@/lib/seo/sitemap-xml';

// Answered at run time, never prerendered by the build: the origin (SITE_URL) and the catalogue are the running
// server's.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteOrigin()}/sitemap.xml`, ''].join('\n');
  return cachedResponse(body, 'text/plain; charset=utf-8');
}
