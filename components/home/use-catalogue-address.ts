'use client';
// The catalogue query and page of the home page, kept in the address: written with history.pushState, which Next.js
// folds into its router without a server round trip, so reload, back/forward, a shared link and a link to /{lang}
// restore or reset them. The page starts from the address the server read; when the address later changes under the
// page (back, forward, a link), it is read again through the API's schema, whose module (and zod with it) loads then,
// never with the page. A new query starts at page 1.
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CatalogueAddress, type CatalogueQuery, catalogueQueryString } from '@/lib/catalogue/address/catalogue-query';

export interface CatalogueAddressApi {
  address: CatalogueAddress;
  /** A new search, filter or sort: page 1, a new history entry. */
  applyQuery: (query: CatalogueQuery) => void;
  /** Another page of the same query, a new history entry. */
  showPage: (page: number) => void;
  /** Back to page 1 in place (a page the visitor may not open): the refused page leaves no history entry. */
  backToFirstPage: () => void;
}

/** The query string as useSearchParams gives it back, without '?'. */
const addressKey = (address: CatalogueAddress) => catalogueQueryString(address).slice(1);

export function useCatalogueAddress(initial: CatalogueAddress): CatalogueAddressApi {
  const searchParams = useSearchParams();
  const searchKey = searchParams.toString();
  const [address, setAddress] = useState(initial);
  // The query string last seen, and a count of changes: a reading of the address that resolves after the page wrote
  // a newer one, or after the address moved on, is dropped.
  const seenSearchKey = useRef(searchKey);
  const changes = useRef(0);
  const shownKey = addressKey(address);

  useEffect(() => {
    if (searchKey === seenSearchKey.current) return;
    seenSearchKey.current = searchKey;
    const change = ++changes.current;
    // The router caught up with the page's own write.
    if (searchKey === shownKey) return;
    void import('@/lib/catalogue/address/read-catalogue-address').then(({ parseCatalogueAddress }) => {
      if (change === changes.current) setAddress(parseCatalogueAddress((name) => searchParams.get(name)));
    });
    // shownKey is read, not followed: only a change of the address itself is a reason to read it again.
  }, [searchKey, searchParams]);

  const go = useCallback((next: CatalogueAddress, isNewEntry: boolean) => {
    changes.current++;
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
