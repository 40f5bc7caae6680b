'use client';
// Details of the favourites being shown: fetched lazily, only for the ids asked for, and
// cached for the visit; a failed fetch leaves a null entry (its card offers removal). Scopus ids only: SINTA details
// arrive with the SINTA feature, until then a SINTA card shows its website.
import { useEffect, useRef, useState } from 'react';
import { fetchJson } from '@/lib/api-client/fetch-json';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { favoriteTabOf } from './favorite-kind';

export type FavoriteDetail = Pick<JournalDetail, 'Title' | 'Areas' | 'SJR Best Quartile' | 'Publisher' | 'Country'>;

/** Per id: the detail, null when it failed to load, absent while it loads. */
export type FavoriteDetails = Readonly<Record<string, FavoriteDetail | null>>;

async function fetchDetail(sourceId: string): Promise<FavoriteDetail | null> {
  try {
    const journal = await fetchJson<JournalDetail>(`/api/journal/${encodeURIComponent(sourceId)}`);
    const { Title, Areas, Publisher, Country } = journal;
    return typeof Title === 'string' ? { Title, Areas, 'SJR Best Quartile': journal['SJR Best Quartile'], Publisher, Country } : null;
  } catch {
    return null;
  }
}

export function useFavoriteDetails(wantedIds: readonly string[]): FavoriteDetails {
  const [details, setDetails] = useState<FavoriteDetails>({});
  const requested = useRef(new Set<string>());
  const wantedKey = wantedIds.join('\n');

  useEffect(() => {
    const missing = wantedKey
      .split('\n')
      .filter((id) => id && favoriteTabOf(id) === 'scopus' && !requested.current.has(id));
    for (const id of missing) {
      requested.current.add(id);
      void fetchDetail(id).then((detail) => setDetails((current) => ({ ...current, [id]: detail })));
    }
  }, [wantedKey]);

  return details;
}
