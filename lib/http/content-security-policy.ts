// The Content-Security-Policy of HTML pages: scripts only with the per-request nonce (Next.js adds it to its own
// scripts when it finds this header on the request), nothing framed from or into other sites.
export function pageContentSecurityPolicy(nonce: string, isDevelopment: boolean): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce-bearing Next.js runtime load its chunks; dev needs eval for fast refresh.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // 'self' covers the same-origin WebSocket of the live visitor count.
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For every answer that is not an HTML page (API JSON, files, socket handshakes): nothing may run or be framed. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Headers every answer carries, whatever produced it. */
export const baselineSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
