// SINTA search (spec §2; in the menu only in Indonesian, reachable in both). Search and its guard arrive later.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

interface SintaPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: SintaPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Sinta' });
  return { title: t('title') };
}

export default async function SintaPage({ params }: SintaPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Sinta');
  const common = await getTranslations('Common');
  return <PageIntro title={t('title')} description={common('comingSoon')} />;
}
