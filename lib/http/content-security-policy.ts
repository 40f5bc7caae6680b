// The Content-Security-Policy of HTML pages: scripts only with the per-request nonce (Next.js adds it to its own
// scripts when it finds this header on the request), nothing framed from or into other sites, except Midtrans Snap's
// popup when Midtrans takes payments, and our own sandbox payment popup, framed by the site itself.
import { env } from '../core/env';

export interface PagePolicyOptions {
  /** Only the sandbox payment popup (/{lang}/sandbox-pay/…): the invoice page frames it. */
  isFramableBySelf?: boolean;
}

/**
 * The origin of snap.js and of the Snap popup frame while Midtrans is configured (the same host the provider's
 * `scriptUrl` names, lib/billing/providers/midtrans-provider.ts); null while the local sandbox takes payments.
 */
export function paymentPopupOrigin(): string | null {
  if (!env.MIDTRANS_SERVER_KEY || !env.MIDTRANS_CLIENT_KEY) return null;
  const standard = env.MIDTRANS_IS_PRODUCTION ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com';
  return new URL(env.MIDTRANS_SNAP_BASE_URL ?? standard).origin;
}

export function pageContentSecurityPolicy(nonce: string, isDevelopment: boolean, options: PagePolicyOptions = {}): string {
  // Every page, not only the invoice: a client navigation keeps the first document and its policy.
  const snap = paymentPopupOrigin();
  const andSnap = snap ? ` ${snap}` : '';
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce-bearing Next.js runtime load its chunks (and snap.js, given the nonce); the host
    // is listed for browsers without 'strict-dynamic'. Dev needs eval for fast refresh.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${andSnap}${isDevelopment ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'${andSnap}`,
    `img-src 'self' data: blob:${andSnap}`,
    "font-src 'self' data:",
    // 'self' covers the same-origin WebSocket of the live visitor count.
    `connect-src 'self'${andSnap}`,
    `frame-src 'self'${andSnap}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.isFramableBySelf ? "'self'" : "'none'"}`,
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
