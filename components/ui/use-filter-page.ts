'use client';
// The page a list shows belongs to the filters it was chosen under: new filters start again at page 1, without an
// effect that would render the stale page once first.
import { useState } from 'react';

export function useFilterPage(filterKey: string): [page: number, setPage: (page: number) => void] {
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  return [page, (next) => setPaging({ filterKey, page: next })];
}
