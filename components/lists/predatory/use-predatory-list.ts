'use client';
// One page of a predatory list (journals or publishers) through SWR, searched and paged by the API; the page shown
// stays while the next one loads. A failed load is only logged and the list stays empty.
import useSWR from 'swr';
import { fetchJson } from '@/lib/client/fetch-json';
import type { PredatoryListAnswer } from '@/lib/lists/list-types';

export type PredatoryKind = 'journals' | 'publishers';

export function predatoryListUrl(kind: PredatoryKind, { q, page }: { q: string; page: number }): string {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return `/api/bealls/${kind}?${params}`;
}

export function usePredatoryList(kind: PredatoryKind, query: { q: string; page: number }) {
  return useSWR<PredatoryListAnswer, Error>(predatoryListUrl(kind, query), fetchJson<PredatoryListAnswer>, {
    // The lists change only with an import: one answer per page serves the visit.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
    onError: (error) => console.error(`Failed to load the predatory ${kind} list`, error),
  });
}
