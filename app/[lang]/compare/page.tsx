// /{lang}/compare?ids=1,2,3: two to four journals side by side, server-rendered from the address alone, so a shared
// link shows the same comparison. Public, as the journal pages it draws from are; not indexed (any set of ids makes
// a page, none of them a page of its own).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareView, type CompareViewState } from '@/components/compare/compare-view';
import { compareJournals } from '@/lib/compare/compare-journals';
import { journalCompareQuerySchema } from '@/lib/schemas/journal-compare';

interface ComparePageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: ComparePageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Compare' });
  return { title: t('title'), description: t('metaDescription'), robots: { index: false, follow: true } };
}

async function stateOf(ids: string | string[] | undefined): Promise<CompareViewState> {
  const query = journalCompareQuerySchema.safeParse({ ids });
  if (!query.success) return { kind: 'invalid' };
  const result = await compareJournals(query.data.ids);
  if (result.found) return { kind: 'ready', comparison: result.comparison };
  const knownIds = query.data.ids.filter((id) => !result.unknownIds.includes(id));
  return { kind: 'unknown', unknownIds: result.unknownIds, knownIds };
}

export default async function ComparePage({ params, searchParams }: ComparePageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const { ids } = await searchParams;
  return <CompareView state={await stateOf(ids)} />;
}
