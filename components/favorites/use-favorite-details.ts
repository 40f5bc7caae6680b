'use client';
// Details of the favourites being shown: fetched lazily, only for the ids asked for, and cached for the visit; a failed
// fetch leaves a null entry (its card offers removal). A Scopus id is read from the catalogue (/api/journal/{id}); a
// SINTA website from /api/sinta/detail?website=, which gives its name, SINTA level and subject areas.
import { useEffect, useRef, useState } from 'react';
import { fetchJson } from '@/lib/client/fetch-json';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { NO_SUBJECT } from '@/lib/sinta/sinta-row';
import type { SintaItem } from '@/lib/sinta/sinta-types';
import { favoriteTabOf } from './favorite-kind';

export type FavoriteDetail = Pick<JournalDetail, 'Title' | 'Areas' | 'SJR Best Quartile' | 'Publisher' | 'Country'> & {
  /** A SINTA journal's level ("Sinta 3"), shown where a Scopus journal shows its quartile. */
  sintaLevel?: string;
};

/** Per id: the detail, null when it failed to load, absent while it loads. */
export type FavoriteDetails = Readonly<Record<string, FavoriteDetail | null>>;

async function fetchScopusDetail(sourceId: string): Promise<FavoriteDetail | null> {
  const journal = await fetchJson<JournalDetail>(`/api/journal/${encodeURIComponent(sourceId)}`);
  const { Title, Areas, Publisher, Country } = journal;
  return typeof Title === 'string' ? { Title, Areas, 'SJR Best Quartile': journal['SJR Best Quartile'], Publisher, Country } : null;
}

async function fetchSintaDetail(website: string): Promise<FavoriteDetail | null> {
  const journal = await fetchJson<SintaItem>(`/api/sinta/detail?website=${encodeURIComponent(website)}`);
  if (typeof journal.Title !== 'string') return null;
  const subjects = journal['Subject Area'];
  return {
    Title: journal.Title,
    // SINTA names no subject for most journals: the card then says so in the page's language.
    Areas: subjects && subjects !== NO_SUBJECT ? subjects : null,
    'SJR Best Quartile': null,
    Publisher: journal.Publisher,
    Country: journal.Country,
    sintaLevel: journal['Current Accreditation'],
  };
}

async function fetchDetail(id: string): Promise<FavoriteDetail | null> {
  try {
    return await (favoriteTabOf(id) === 'sinta' ? fetchSintaDetail(id) : fetchScopusDetail(id));
  } catch {
    return null;
  }
}

export function useFavoriteDetails(wantedIds: readonly string[]): FavoriteDetails {
  const [details, setDetails] = useState<FavoriteDetails>({});
  const requested = useRef(new Set<string>());
  const wantedKey = wantedIds.join('\n');

  useEffect(() => {
    const missing = wantedKey.split('\n').filter((id) => id && !requested.current.has(id));
    for (const id of missing) {
      requested.current.add(id);
      void fetchDetail(id).then((detail) => setDetails((current) => ({ ...current, [id]: detail })));
    }
  }, [wantedKey]);

  return details;
}
