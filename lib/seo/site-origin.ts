// The one public origin of the site, for every absolute URL it writes (canonical links, hreflang alternates, JSON-LD,
// robots.txt, the sitemaps, the payment provider's return address, the live count's allowed origin).
// Configuration only, never a request header (Host, X-Forwarded-Host): those are the client's to choose, and a page
// built from them would be served from the page cache to everyone. SITE_URL when set (required on a public address,
// lib/seo/require-site-url.ts); otherwise the server is a local trial, at http://localhost:PORT.
import { env } from '../core/env';

export interface OriginSettings {
  SITE_URL?: string;
  PORT: number;
}

export function originFromSettings(settings: OriginSettings): string {
  return settings.SITE_URL ? new URL(settings.SITE_URL).origin : `http://localhost:${settings.PORT}`;
}

export function siteOrigin(): string {
  return originFromSettings(env);
}
