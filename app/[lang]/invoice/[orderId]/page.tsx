// Invoice of one order: rendered in the browser once the session is known (the invoice belongs to the
// signed-in user, whose token lives in the browser). The server only tells which provider takes payments now, for the
// receipt. Kept out of search indexes: an invoice is nobody else's business.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InvoiceView } from '@/components/invoice/invoice-view';
import { getPaymentProvider } from '@/lib/billing/providers/get-payment-provider';

interface InvoicePageProps {
  params: Promise<{ lang: string; orderId: string }>;
}

export async function generateMetadata({ params }: InvoicePageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Invoice' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Order ids hold only URL-safe characters; anything else is shown the API's 'Invoice tidak ditemukan.'. */
function orderIdOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default async function InvoicePage({ params }: InvoicePageProps) {
  const { lang, orderId } = await params;
  setRequestLocale(lang);
  return <InvoiceView orderId={orderIdOf(orderId)} lang={lang} provider={getPaymentProvider()?.name ?? null} />;
}
