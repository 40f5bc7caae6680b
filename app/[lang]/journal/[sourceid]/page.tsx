// Journal detail, server-rendered from the catalogue for readers and search engines: its own title and
// description, canonical URL, hreflang alternates and schema.org JSON-LD, then the journals like it (streamed after
// the rest, components/similar-journals). An unknown id renders the page's not-found
// text; proxy.ts has already given that answer status 404 (Next 16's notFound() would send an empty body).
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { JournalDetailView } from '@/components/journals/detail/journal-detail-view';
import { JournalJsonLd } from '@/components/journals/detail/journal-json-ld';
import { JournalNotFound } from '@/components/journals/detail/journal-not-found';
import { SimilarJournalsSection } from '@/components/similar-journals/similar-journals-section';
import { getJournalDetail } from '@/lib/catalogue/get-journal-detail';
import { scopusJournalKey } from '@/lib/recommend/similar/get-similar-journals';
import { isSourceId } from '@/lib/schemas/source-id';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { localizedAlternates } from '@/lib/seo/localized-alternates';
import { siteOrigin } from '@/lib/seo/site-origin';

interface JournalPageProps {
  params: Promise<{ lang: string; sourceid: string }>;
}

// Metadata and page ask for the same journal within one request: one lookup.
const loadJournal = cache(async (sourceId: string): Promise<JournalDetail | null> =>
  isSourceId(sourceId) ? getJournalDetail(sourceId) : null,
);

/** The id as the visitor typed it (`a b`, not `a%20b`) for the not-found text; React escapes whatever it holds. */
function readableId(sourceId: string): string {
  try {
    return decodeURIComponent(sourceId);
  } catch {
    return sourceId;
  }
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** Title, quartile, publisher and country, the facts a researcher scans a search result for. */
function describe(journal: JournalDetail, t: Translate): string {
  const facts = [
    journal['SJR Best Quartile'] ? t('metaQuartile', { quartile: journal['SJR Best Quartile'] }) : null,
    journal.Publisher ? t('metaPublisher', { publisher: journal.Publisher }) : null,
    journal.Country ? t('metaCountry', { country: journal.Country }) : null,
  ].filter((fact): fact is string => fact !== null);
  return [journal.Title, ...facts].join(' · ') + `. ${t('metaSuffix')}`;
}

export async function generateMetadata({ params }: JournalPageProps): Promise<Metadata> {
  const { lang, sourceid } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Journal' });
  const journal = await loadJournal(sourceid);
  if (!journal) return { title: t('notFoundTitle'), robots: { index: false } };
  return {
    title: journal.Title,
    description: describe(journal, t),
    alternates: localizedAlternates(siteOrigin(), lang, `/journal/${journal.Sourceid}`),
  };
}

export default async function JournalPage({ params }: JournalPageProps) {
  const { lang, sourceid } = await params;
  setRequestLocale(lang);
  const journal = await loadJournal(sourceid);
  if (!journal) return <JournalNotFound sourceId={readableId(sourceid)} />;
  const origin = siteOrigin();
  const requestHeaders = await headers();
  return (
    <>
      <JournalJsonLd
        journal={journal}
        url={`${origin}/${lang}/journal/${journal.Sourceid}`}
        nonce={requestHeaders.get('x-nonce') ?? undefined}
      />
      <JournalDetailView journal={journal} />
      <SimilarJournalsSection
        source={{
          key: scopusJournalKey(journal.Sourceid),
          type: 'scopus',
          title: journal.Title,
          categories: journal.categoryQuartiles.map((category) => category.name),
        }}
      />
    </>
  );
}
