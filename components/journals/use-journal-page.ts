'use client';
// One page of the catalogue (list or title search) through SWR and the shared fetcher. Each answer carries the URL it
// answers, so a caller showing the previous page while the next loads (keepPreviousData) knows which query it shows.
import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClientError } from '@/lib/api-client/api-client-error';
import { fetchJson } from '@/lib/api-client/fetch-json';
import type { JournalListItem, Page } from '@/lib/catalogue/journal-types';

export interface JournalPageAnswer {
  url: string;
  result: Page<JournalListItem>;
}

async function fetchJournalPage(url: string): Promise<JournalPageAnswer> {
  return { url, result: await fetchJson<Page<JournalListItem>>(url) };
}

type Handlers = Pick<SWRConfiguration<JournalPageAnswer, ApiClientError>, 'onError' | 'onSuccess'>;

export function useJournalPage(url: string, handlers: Handlers) {
  return useSWR<JournalPageAnswer, ApiClientError>(url, fetchJournalPage, {
    ...handlers,
    // The catalogue changes only with an import: an answer once shown stays right for the visit.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // A 401/403 will not change by asking again, and a failed search is reported, not retried behind the user's back.
    shouldRetryOnError: false,
    // The previous cards stay in place while the next page loads: no empty grid, no layout shift.
    keepPreviousData: true,
  });
}
