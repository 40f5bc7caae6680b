// Invoice (spec §2) of one order. The invoice and its payment arrive with billing; for now its title.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

interface InvoicePageProps {
  params: Promise<{ lang: string; orderId: string }>;
}

export async function generateMetadata({ params }: InvoicePageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Invoice' });
  return { title: t('title') };
}

export default async function InvoicePage({ params }: InvoicePageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Invoice');
  const common = await getTranslations('Common');
  return <PageIntro title={t('title')} description={common('comingSoon')} />;
}
