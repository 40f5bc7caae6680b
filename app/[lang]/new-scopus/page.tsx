// New journals 2025 (spec §2, title 'new_scopus'). The table arrives with the lists feature; for now its title.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

interface NewScopusPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: NewScopusPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'NewScopus' });
  return { title: t('title') };
}

export default async function NewScopusPage({ params }: NewScopusPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('NewScopus');
  const common = await getTranslations('Common');
  return <PageIntro title={t('title')} description={common('comingSoon')} />;
}
