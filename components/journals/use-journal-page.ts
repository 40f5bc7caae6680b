'use client';
// One page of the catalogue (list or title search) through SWR and the shared fetcher. Each answer carries the URL it
// answers, so a caller showing the previous page while the next loads (keepPreviousData) knows which query it shows.
// The server's page is the SWR fallback of its URL: coming back to that URL (back button, filters cleared) shows it
// again. SWR's keepPreviousData would keep the last answer instead, and never ask, since a fallback counts as data.
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import type { ApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { JournalListItem, JournalPage } from '@/lib/catalogue/journal-types';

export interface JournalPageAnswer {
  url: string;
  result: JournalPage;
}

async function fetchJournalPage(url: string): Promise<JournalPageAnswer> {
  return { url, result: await fetchJson<JournalPage>(url) };
}

type Handlers = Pick<SWRConfiguration<JournalPageAnswer, ApiClientError>, 'onError' | 'onSuccess'>;

export function useJournalPage(url: string, handlers: Handlers) {
  const served = useSWRConfig().fallback[url] as JournalPageAnswer | undefined;
  const answer = useSWR<JournalPageAnswer, ApiClientError>(url, fetchJournalPage, {
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
  const data = answer.data?.url !== url && served ? served : answer.data;
  return { data, isValidating: answer.isValidating };
}
