// Predatory publishers (spec §2). The searchable list arrives with the lists feature; for now its title.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

interface PublishersPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PublishersPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Publishers' });
  return { title: t('title') };
}

export default async function PublishersPage({ params }: PublishersPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Publishers');
  const common = await getTranslations('Common');
  return <PageIntro title={t('title')} description={common('comingSoon')} />;
}
