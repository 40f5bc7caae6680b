'use client';
// The new-titles page's two resources through SWR: one page of titles (the previous page stays shown while the next
// loads) and the publisher filter's options. A failed page is told as 'Failed to load journals'. `served` is the page
// the server rendered for this URL, if it did: shown as it is, not asked for again (the list changes only with an
// import).
import useSWR from 'swr';
import { fetchJson } from '@/lib/client/fetch-json';
import type { NewJournalsAnswer } from '@/lib/lists/list-types';

const quiet = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export function useNewJournals(url: string, onError: () => void, served: NewJournalsAnswer | undefined) {
  return useSWR<NewJournalsAnswer, Error>(url, fetchJson<NewJournalsAnswer>, {
    ...quiet,
    keepPreviousData: true,
    onError,
    fallbackData: served,
    revalidateIfStale: false,
  });
}

export function useNewJournalPublishers() {
  const { data } = useSWR<{ data: { name: string; count: number }[] }, Error>(
    '/api/journal/new/publishers',
    fetchJson<{ data: { name: string; count: number }[] }>,
    { ...quiet, revalidateIfStale: false },
  );
  return data?.data;
}
