'use client';
// The SINTA page's resources through SWR (signed-in calls: the shared fetcher sends the token): one page of the list
// or the search, and the filter options, which fall back to the sample's own when the call fails.
import useSWR from 'swr';
import { isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { SintaFilterOptions, SintaPage } from '@/lib/sinta/sinta-types';
import { SINTA_SAMPLE } from './sinta-sample';
import { sampleFilterOptions } from './sinta-query';

const quiet = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export function useSintaPage(url: string, onFailure: () => void) {
  return useSWR<SintaPage, Error>(url, fetchJson<SintaPage>, {
    ...quiet,
    keepPreviousData: true,
    // A 401 ends the session (the guard then takes over): no sample notice for it.
    onError: (error) => {
      if (!(isApiClientError(error) && error.status === 401)) onFailure();
    },
  });
}

const sampleOptions = sampleFilterOptions(SINTA_SAMPLE);

export function useSintaFilterOptions(): SintaFilterOptions {
  const { data, error } = useSWR<SintaFilterOptions, Error>('/api/sinta/filter-options', fetchJson<SintaFilterOptions>, {
    ...quiet,
    revalidateIfStale: false,
  });
  if (error || (data && data.accreditations.length === 0)) return sampleOptions;
  return data ?? { subjects: [], accreditations: [] };
}
