// Journal detail (spec §2) for one catalogue journal. The details arrive with the catalogue; for now its title.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

interface JournalPageProps {
  params: Promise<{ lang: string; sourceid: string }>;
}

export async function generateMetadata({ params }: JournalPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Journal' });
  return { title: t('title') };
}

export default async function JournalPage({ params }: JournalPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Journal');
  const common = await getTranslations('Common');
  return <PageIntro title={t('title')} description={common('comingSoon')} />;
}
