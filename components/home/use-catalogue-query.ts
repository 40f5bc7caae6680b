'use client';
// The catalogue query and page of the home page, kept in the address: read through useSearchParams (so reload,
// back/forward, a shared link and a link to /{lang} restore or reset them), written with history.pushState, which
// Next.js folds into its router without a server round trip. Local state bridges the moment between a change and the
// router's update, so controls never flicker. A new query starts at page 1.
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import {
  type CatalogueAddress,
  type CatalogueQuery,
  catalogueQueryString,
  parseCatalogueAddress,
} from '@/components/journals/catalogue-query';

export interface CatalogueAddressApi {
  address: CatalogueAddress;
  /** A new search, filter or sort: page 1, a new history entry. */
  applyQuery: (query: CatalogueQuery) => void;
  /** Another page of the same query, a new history entry. */
  showPage: (page: number) => void;
  /** Back to page 1 in place (a page the visitor may not open): the refused page leaves no history entry. */
  backToFirstPage: () => void;
}

export function useCatalogueAddress(): CatalogueAddressApi {
  const searchParams = useSearchParams();
  const fromAddress = useMemo(() => parseCatalogueAddress((name) => searchParams.get(name)), [searchParams]);
  const addressKey = catalogueQueryString(fromAddress);
  const [address, setAddress] = useState(fromAddress);
  const [seenAddressKey, setSeenAddressKey] = useState(addressKey);
  // The address changed from outside (back button, a link): follow it. Adjusting state while rendering, as React
  // recommends for state derived from a changing input.
  if (addressKey !== seenAddressKey) {
    setSeenAddressKey(addressKey);
    setAddress(fromAddress);
  }

  // The address follows a moment later; its new key then differs from the one seen, and the address (already equal)
  // is set once more. Marking it seen here instead would let the interim render, still on the old address, undo it.
  const go = useCallback((next: CatalogueAddress, isNewEntry: boolean) => {
    setAddress(next);
    const url = `${window.location.pathname}${catalogueQueryString(next)}`;
    if (isNewEntry) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, []);

  const { query } = address;
  return {
    address,
    applyQuery: useCallback((next: CatalogueQuery) => go({ query: next, page: 1 }, true), [go]),
    showPage: useCallback((page: number) => go({ query, page }, true), [go, query]),
    backToFirstPage: useCallback(() => go({ query, page: 1 }, false), [go, query]),
  };
}
