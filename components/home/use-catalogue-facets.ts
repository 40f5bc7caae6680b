'use client';
// The filter panel's counts for the query on show (GET /api/journal/facets): they follow the search and the other
// filters. The server's counts for the first query are the SWR fallback; while the next counts load, the previous
// ones stay (no emptied dropdowns); a failed call keeps them too (the counts are a guide, the results are the answer).
import useSWR from 'swr';
import { type CatalogueQuery, catalogueFacetsUrl } from '@/components/journals/catalogue-query';
import { fetchJson } from '@/lib/api-client/fetch-json';
import type { JournalFacets } from '@/lib/catalogue/journal-types';

export function useCatalogueFacets(query: CatalogueQuery, initialFacets: JournalFacets): JournalFacets {
  const { data } = useSWR<JournalFacets>(catalogueFacetsUrl(query), (url: string) => fetchJson<JournalFacets>(url), {
    // The catalogue changes only with an import: counts once shown stay right for the visit.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
  return data ?? initialFacets;
}
