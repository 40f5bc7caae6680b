'use client';
// The discontinued page's resources through SWR: one page of titles (the previous page stays while the next loads)
// and the reason and year dropdowns. A failed page is told as 'Failed to load discontinued journals'. `served` is the
// page the server rendered for this URL, if it did: shown as it is, not asked for again (the list changes only with an
// import).
import useSWR from 'swr';
import { fetchJson } from '@/lib/client/fetch-json';
import type { DiscontinuedJournalsAnswer } from '@/lib/lists/list-types';

const quiet = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export interface DiscontinuedOptions {
  reasons: string[];
  years: number[];
}

export function useDiscontinuedJournals(url: string, onError: () => void, served: DiscontinuedJournalsAnswer | undefined) {
  return useSWR<DiscontinuedJournalsAnswer, Error>(url, fetchJson<DiscontinuedJournalsAnswer>, {
    ...quiet,
    keepPreviousData: true,
    onError,
    fallbackData: served,
    revalidateIfStale: false,
  });
}

export function useDiscontinuedOptions(): DiscontinuedOptions | undefined {
  const { data } = useSWR<DiscontinuedOptions, Error>('/api/journal/dis/options', fetchJson<DiscontinuedOptions>, {
    ...quiet,
    revalidateIfStale: false,
  });
  return data;
}
