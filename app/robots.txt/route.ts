// robots.txt (lib/seo/robots-txt.ts): the API and invoice pages closed to crawlers, the sitemap index named, the admin
// area never named.
import { robotsTxt } from '@/lib/seo/robots-txt';
import { siteOrigin } from '@/lib/seo/site-origin';
import { cachedResponse } from '@/lib/seo/sitemap-xml';

// Answered at run time, never prerendered by the build: the origin (SITE_URL) is the running server's.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return cachedResponse(robotsTxt(siteOrigin()), 'text/plain; charset=utf-8');
}
