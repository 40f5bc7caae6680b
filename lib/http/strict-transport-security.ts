// The Strict-Transport-Security header (RFC 6797), set by server.ts on every answer while the site is served over
// HTTPS: an https SITE_URL, or a trusted proxy (TRUST_PROXY > 0) saying X-Forwarded-Proto: https. A client's own
// X-Forwarded-Proto is believed no more than its X-Forwarded-For (lib/http/client-address.ts). HSTS_MAX_AGE_SECONDS=0
// turns it off.
export interface HstsSettings {
  SITE_URL?: string;
  TRUST_PROXY: number;
  HSTS_MAX_AGE_SECONDS: number;
  HSTS_INCLUDE_SUBDOMAINS: boolean;
}

/** The scheme the outermost trusted proxy saw: each proxy that appends adds what it saw, so count back the hops. */
function forwardedProtocol(header: string | string[] | undefined, trustedHops: number): string | undefined {
  if (trustedHops <= 0 || header === undefined) return undefined;
  const values = (Array.isArray(header) ? header.join(',') : header).split(',').map((value) => value.trim().toLowerCase());
  return values[Math.max(0, values.length - trustedHops)];
}

export function isServedOverHttps(settings: HstsSettings, forwardedProto: string | string[] | undefined): boolean {
  if (settings.SITE_URL && new URL(settings.SITE_URL).protocol === 'https:') return true;
  return forwardedProtocol(forwardedProto, settings.TRUST_PROXY) === 'https';
}

/** The header's value for this answer, or null when none is sent. */
export function strictTransportSecurity(settings: HstsSettings, forwardedProto: string | string[] | undefined): string | null {
  if (settings.HSTS_MAX_AGE_SECONDS === 0 || !isServedOverHttps(settings, forwardedProto)) return null;
  return `max-age=${settings.HSTS_MAX_AGE_SECONDS}${settings.HSTS_INCLUDE_SUBDOMAINS ? '; includeSubDomains' : ''}`;
}
