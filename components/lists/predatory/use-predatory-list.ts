'use client';
// One page of a predatory list (journals or publishers) through SWR, searched, filtered by letter and paged by the API;
// the page shown stays while the next one loads. A failed load is only logged and the list stays empty.
import useSWR from 'swr';
import { fetchJson } from '@/lib/client/fetch-json';
import type { PredatoryListAnswer } from '@/lib/lists/list-types';
import type { PredatoryAddress } from './predatory-address';

export type PredatoryKind = 'journals' | 'publishers';

export function predatoryListUrl(kind: PredatoryKind, { q, letter, page }: PredatoryAddress): string {
  // Always with a page: without one the API answers the whole list.
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  if (letter) params.set('letter', letter);
  return `/api/bealls/${kind}?${params}`;
}

export function usePredatoryList(kind: PredatoryKind, address: PredatoryAddress) {
  return useSWR<PredatoryListAnswer, Error>(predatoryListUrl(kind, address), fetchJson<PredatoryListAnswer>, {
    // The lists change only with an import: one answer per page serves the visit.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
    onError: (error) => console.error(`Failed to load the predatory ${kind} list`, error),
  });
}
