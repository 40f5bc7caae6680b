// Predatory standalone journals, behind the login guard: the merged beallslist.net and
// predatoryjournals.org list, searchable by name, each entry a link opening in a new tab.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { readPredatoryAddress } from '@/components/lists/predatory/predatory-address';
import { PredatoryListView } from '@/components/lists/predatory/predatory-list-view';
import { RequireLogin } from '@/components/session/require-login';

interface StandaloneJournalsPageProps {
  params: Promise<{ lang: string }>;
  /** The search, letter and page the address keeps (predatory-address.ts). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: StandaloneJournalsPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'StandaloneJournals' });
  return { title: t('title') };
}

export default async function StandaloneJournalsPage({ params, searchParams }: StandaloneJournalsPageProps) {
  const { lang } = await params;
  const initial = readPredatoryAddress(await searchParams);
  setRequestLocale(lang);
  const t = await getTranslations('StandaloneJournals');
  return (
    <RequireLogin>
      <PageIntro title={t('title')} description={t('intro')} />
      <PredatoryListView kind="journals" initial={initial} />
    </RequireLogin>
  );
}
