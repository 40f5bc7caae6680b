'use client';
// The filter panel's counts for the query on show (GET /api/journal/facets), asked for once the panel is open: they
// follow the search and the other filters. The server's counts for a shared link's filters are the SWR fallback of its
// URL (shown again when the visitor comes back to it); while the next counts load, the previous ones stay (no emptied
// dropdowns); a failed call keeps them too (the counts are a guide, the results are the answer). Undefined until the
// first counts arrive. Each answer carries its URL, as the journal pages' do.
import useSWR, { useSWRConfig } from 'swr';
import { type CatalogueQuery, catalogueFacetsUrl } from '@/lib/catalogue/address/catalogue-query';
import { fetchJson } from '@/lib/client/fetch-json';
import type { JournalFacets } from '@/lib/catalogue/journal-types';

export interface FacetsAnswer {
  url: string;
  facets: JournalFacets;
}

async function fetchFacets(url: string): Promise<FacetsAnswer> {
  return { url, facets: await fetchJson<JournalFacets>(url) };
}

export function useCatalogueFacets(query: CatalogueQuery): JournalFacets | undefined {
  const url = catalogueFacetsUrl(query);
  const served = useSWRConfig().fallback[url] as FacetsAnswer | undefined;
  const { data } = useSWR<FacetsAnswer>(url, fetchFacets, {
    // The catalogue changes only with an import: counts once shown stay right for the visit.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
  const answer = data?.url !== url && served ? served : data;
  return answer?.facets;
}
