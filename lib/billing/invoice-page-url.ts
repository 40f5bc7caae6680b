// The absolute URL of an invoice page, where the provider returns the customer: SITE_URL when set, otherwise the
// origin the request came to. The Host header is the client's to choose, so only host-shaped values are used.
import { env } from '../env';
import type { Locale } from '../i18n/routing';

const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

const first = (value: string | null): string | undefined => value?.split(',')[0]?.trim() || undefined;

export function requestOrigin(headers: Headers): string {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  const host = first(headers.get('x-forwarded-host')) ?? first(headers.get('host'));
  const protocol = first(headers.get('x-forwarded-proto')) === 'https' ? 'https' : 'http';
  return `${protocol}://${host && hostPattern.test(host) ? host : `localhost:${env.PORT}`}`;
}

export function invoicePageUrl(origin: string, orderId: string, lang: Locale = 'id'): string {
  return `${origin}/${lang}/invoice/${encodeURIComponent(orderId)}`;
}
