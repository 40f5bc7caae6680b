'use client';
// One predatory list (journals or publishers) through SWR: the whole list, which the page filters in the browser.
// A failed load is only logged and the list stays empty.
import useSWR from 'swr';
import { fetchJson } from '@/lib/api-client/fetch-json';
import type { PredatoryListAnswer } from '@/lib/lists/list-types';

export type PredatoryKind = 'journals' | 'publishers';

export function usePredatoryList(kind: PredatoryKind) {
  return useSWR<PredatoryListAnswer, Error>(`/api/bealls/${kind}`, fetchJson<PredatoryListAnswer>, {
    // The lists change only with an import: one answer serves the visit.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onError: (error) => console.error(`Failed to load the predatory ${kind} list`, error),
  });
}
