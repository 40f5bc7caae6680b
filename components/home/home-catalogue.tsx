'use client';
// The home page's interactive part: search form, filters, sort, results and pager (toasts come from the layout's
// provider). The server renders the first page of the address's query, and its filter counts when the address carries
// filters (the panel then opens from the start), passed in as SWR fallback, so crawlers and visitors without
// JavaScript see real journals, and a shared link shows its own view at once; afterwards the client fetches through
// the API. The query lives in the address (?q=&quartile=&sort=&page=…).
import { SWRConfig } from 'swr';
import { type CatalogueAddress, catalogueApiUrl, catalogueFacetsUrl } from '@/lib/catalogue/address/catalogue-query';
import type { JournalPageAnswer } from '@/components/journals/use-journal-page';
import type { JournalFacets, JournalListItem, JournalPage } from '@/lib/catalogue/journal-types';
import { CatalogueView } from './catalogue-view';
import type { FacetsAnswer } from './use-catalogue-facets';

interface HomeCatalogueProps {
  /** The address as the server read it (read-catalogue-address.ts). */
  initialAddress: CatalogueAddress;
  initialLimit: number;
  initialPage: JournalPage;
  /** Left out when the address has no filters: the closed panel asks for its counts when opened. */
  facets?: JournalFacets;
  heroTitle: string;
  heroTagline: string;
}

export function HomeCatalogue({ initialAddress, initialLimit, initialPage, facets, ...view }: HomeCatalogueProps) {
  const initialQuery = initialAddress.query;
  const url = catalogueApiUrl(initialQuery, 1, initialLimit);
  const fallback: Record<string, JournalPageAnswer | FacetsAnswer> = { [url]: { url, result: initialPage } };
  if (facets) {
    const facetsUrl = catalogueFacetsUrl(initialQuery);
    fallback[facetsUrl] = { url: facetsUrl, facets };
  }
  return (
    <SWRConfig value={{ fallback }}>
      <CatalogueView initialAddress={initialAddress} {...view} />
    </SWRConfig>
  );
}
