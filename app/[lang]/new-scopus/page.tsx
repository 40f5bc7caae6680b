// New journals 2025 (titled 'new_scopus'): the titles new to Scopus in 2025, searchable and filtered by
// publisher, from Elsevier's list once an operator loads it, else the labelled SJR 2025-vs-2024 stand-in. The first
// page is rendered here on the server, so it shows with the page (and without JavaScript).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { NewScopusView } from '@/components/lists/new-scopus/new-scopus-view';
import { listNewJournals } from '@/lib/lists/list-new-journals';
import { newJournalsQuerySchema } from '@/lib/schemas/lists-query';

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
  // The first page (no search, no filter) as the API answers it; the client takes over for search, filters and paging.
  const [t, firstPage] = await Promise.all([getTranslations('NewScopus'), listNewJournals(newJournalsQuerySchema.parse({}))]);
  return (
    <>
      <PageIntro title={t('title')} description={t('intro')} />
      <NewScopusView firstPage={firstPage} />
    </>
  );
}
