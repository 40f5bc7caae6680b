// Discontinued journals 2025 (spec §2). The table arrives with the lists feature; for now its title.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

interface DiscontinuedPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: DiscontinuedPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Discontinued' });
  return { title: t('title') };
}

export default async function DiscontinuedPage({ params }: DiscontinuedPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Discontinued');
  const common = await getTranslations('Common');
  return <PageIntro title={t('title')} description={common('comingSoon')} />;
}
