'use client';
// The catalogue query of the home page, kept in the address: read through useSearchParams (so back/forward and a
// link to /{lang} reset it), written with history.pushState, which Next.js folds into its router without a server
// round trip. Local state bridges the moment between a change and the router's update, so controls never flicker.
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import {
  type CatalogueQuery,
  catalogueQueryKey,
  catalogueQueryString,
  parseCatalogueQuery,
} from '@/components/journals/catalogue-query';
import type { JournalFacets } from '@/lib/catalogue/journal-types';

export function useCatalogueQuery(facets: JournalFacets): [CatalogueQuery, (next: CatalogueQuery) => void] {
  const searchParams = useSearchParams();
  const fromAddress = useMemo(() => parseCatalogueQuery((name) => searchParams.get(name), facets), [searchParams, facets]);
  const addressKey = catalogueQueryKey(fromAddress);
  const [query, setQuery] = useState(fromAddress);
  const [seenAddressKey, setSeenAddressKey] = useState(addressKey);
  // The address changed from outside (back button, a link): follow it. Adjusting state while rendering, as React
  // recommends for state derived from a changing input.
  if (addressKey !== seenAddressKey) {
    setSeenAddressKey(addressKey);
    setQuery(fromAddress);
  }

  const apply = useCallback((next: CatalogueQuery) => {
    // The address follows a moment later; its new key then differs from the one seen, and the query (already equal)
    // is set once more. Marking it seen here instead would let the interim render, still on the old address, undo it.
    setQuery(next);
    window.history.pushState(null, '', `${window.location.pathname}${catalogueQueryString(next)}`);
  }, []);

  return [query, apply];
}
