// The absolute URL of an invoice page, where the payment provider returns the customer: on the site's one configured
// origin (lib/seo/site-origin.ts), never on a Host header the client chose.
import type { Locale } from '../i18n/routing';
import { siteOrigin } from '../seo/site-origin';

export function invoicePageUrl(orderId: string, lang: Locale = 'id'): string {
  return `${siteOrigin()}/${lang}/invoice/${encodeURIComponent(orderId)}`;
}
