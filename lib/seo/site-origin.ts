// The public origin for absolute URLs (canonical links, hreflang alternates, sitemaps, robots.txt): SITE_URL when the
// operator set it, otherwise the origin the request came to (behind a proxy, its X-Forwarded-* headers).
import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';

// A Host header is the client's to choose: accept only what a host name and port can look like, so that nothing
// else is ever written into a page's links or a sitemap.
const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}

export async function siteOrigin(): Promise<string> {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  const requestHeaders = await headers();
  const host = firstValue(requestHeaders.get('x-forwarded-host')) ?? firstValue(requestHeaders.get('host'));
  const protocol = firstValue(requestHeaders.get('x-forwarded-proto')) === 'https' ? 'https' : 'http';
  return `${protocol}://${host && hostPattern.test(host) ? host : `localhost:${env.PORT}`}`;
}
