// Predatory publishers: the merged beallslist.net and predatoryjournals.org list, searchable by name, each
// entry a link opening in a new tab; the same layout as the standalone journals, without the login guard.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { readPredatoryAddress } from '@/components/lists/predatory/predatory-address';
import { PredatoryListView } from '@/components/lists/predatory/predatory-list-view';

interface PublishersPageProps {
  params: Promise<{ lang: string }>;
  /** The search, letter and page the address keeps (predatory-address.ts). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PublishersPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Publishers' });
  return { title: t('title') };
}

export default async function PublishersPage({ params, searchParams }: PublishersPageProps) {
  const { lang } = await params;
  const initial = readPredatoryAddress(await searchParams);
  setRequestLocale(lang);
  const t = await getTranslations('Publishers');
  return (
    <>
      <PageIntro title={t('title')} description={t('intro')} />
      <PredatoryListView kind="publishers" initial={initial} />
    </>
  );
}
