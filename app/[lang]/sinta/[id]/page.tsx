// A SINTA journal's page, server-rendered for readers and search engines like the catalogue's journal pages: its
// profile and the journals like it. Public, as the catalogue's pages are: SINTA's profiles are public, and the login
// guard stays on the SINTA search (the page and its API). An unknown or malformed id renders the not-found text;
// proxy.ts has already given that answer status 404.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { SimilarJournalsSection } from '@/components/similar-journals/similar-journals-section';
import { SintaJournalNotFound } from '@/components/sinta/detail/sinta-journal-not-found';
import { SintaJournalView } from '@/components/sinta/detail/sinta-journal-view';
import { scopusJournalKey, sintaJournalKey } from '@/lib/recommend/similar/get-similar-journals';
import { sintaIdSchema } from '@/lib/schemas/sinta-id';
import { localizedAlternates } from '@/lib/seo/localized-alternates';
import { siteOrigin } from '@/lib/seo/site-origin';
import { getSintaJournal, type SintaJournalDetail } from '@/lib/sinta/get-sinta-journal';

interface SintaJournalPageProps {
  params: Promise<{ lang: string; id: string }>;
}

// Metadata and page ask for the same journal within one request: one lookup.
const loadJournal = cache(async (text: string): Promise<SintaJournalDetail | null> => {
  const id = sintaIdSchema.safeParse(text);
  return id.success ? getSintaJournal(id.data) : null;
});

export async function generateMetadata({ params }: SintaJournalPageProps): Promise<Metadata> {
  const { lang, id } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'SintaJournal' });
  const journal = await loadJournal(id);
  if (!journal) return { title: t('notFoundTitle'), robots: { index: false } };
  return {
    title: journal.Title,
    description: t('metaDescription', { title: journal.Title, level: journal['Current Accreditation'] }),
    alternates: localizedAlternates(siteOrigin(), lang, `/sinta/${journal.sintaId}`),
  };
}

export default async function SintaJournalPage({ params }: SintaJournalPageProps) {
  const { lang, id } = await params;
  setRequestLocale(lang);
  const journal = await loadJournal(id);
  if (!journal) return <SintaJournalNotFound />;
  return (
    <>
      <SintaJournalView journal={journal} />
      <SimilarJournalsSection
        source={{ key: sintaJournalKey(journal.Website), type: 'sinta', title: journal.Title, categories: journal.subjectAreas }}
        exclude={journal.scopusSourceId ? [scopusJournalKey(journal.scopusSourceId)] : []}
      />
    </>
  );
}
