// Pricing (spec §2): free vs premium and the three plans. The full page arrives with billing; for now its title.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

interface PricingPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PricingPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Pricing' });
  return { title: t('title') };
}

export default async function PricingPage({ params }: PricingPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Pricing');
  const common = await getTranslations('Common');
  return <PageIntro title={t('title')} description={common('comingSoon')} />;
}
