// At start (server.ts): a production server on a public address must be told its public origin (SITE_URL), since
// links, sitemaps and payment return addresses are never taken from request headers (lib/seo/site-origin.ts).
// A local trial (`npm start` on loopback) and `npm run dev` need nothing: their origin is http://localhost:PORT.
import { isLoopbackHost } from '../shared/is-loopback-host';

export interface SiteUrlCheck {
  isProduction: boolean;
  /** The address the server listens on (HOST). */
  host: string;
  siteUrl: string | undefined;
}

export function requireSiteUrl({ isProduction, host, siteUrl }: SiteUrlCheck): void {
  if (!isProduction || siteUrl || isLoopbackHost(host)) return;
  throw new Error(
    `SITE_URL is required in production when the server listens on a public address (HOST=${host}): set it to the ` +
      'address visitors use, e.g. SITE_URL=https://jurnalfinder.example. Canonical links, sitemaps and payment return ' +
      'addresses are built from it, never from the request\'s Host header. For a trial on this machine only, set ' +
      'HOST=127.0.0.1.',
  );
}
