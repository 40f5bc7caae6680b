// New journals 2025 (titled 'new_scopus'): the titles new to Scopus in 2025, searchable and filtered by
// publisher, from Elsevier's list once an operator loads it, else the labelled SJR 2025-vs-2024 stand-in.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { NewScopusView } from '@/components/lists/new-scopus/new-scopus-view';

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
  return (
    <>
      <PageIntro title={t('title')} description={t('intro')} />
      <NewScopusView />
    </>
  );
}
