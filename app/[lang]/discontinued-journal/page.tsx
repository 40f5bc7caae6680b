// Discontinued journals 2025: the titles Scopus stopped covering, searchable and filtered, from Elsevier's
// list once an operator loads it, else the labelled stand-in of SJR 2025 titles marked discontinued. The first page is
// rendered here on the server, so it shows with the page (and without JavaScript).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { DiscontinuedView } from '@/components/lists/discontinued/discontinued-view';
import { listDiscontinuedJournals } from '@/lib/lists/list-discontinued-journals';
import { discontinuedJournalsQuerySchema } from '@/lib/schemas/lists-query';

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
  // The first page (no search, no filter) as the API answers it; the client takes over for search, filters and paging.
  const [t, firstPage] = await Promise.all([
    getTranslations('Discontinued'),
    listDiscontinuedJournals(discontinuedJournalsQuerySchema.parse({})),
  ]);
  return (
    <>
      <PageIntro title={t('title')} description={t('intro')} />
      <DiscontinuedView firstPage={firstPage} />
    </>
  );
}
