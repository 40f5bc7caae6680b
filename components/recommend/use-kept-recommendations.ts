'use client';
// The home page's recommendations with the page being read, kept in the tab's sessionStorage
// (saved-recommendations.ts) while they are on show: Back from a journal, or a reload, shows them again on that page
// with the abstract in its box, when the address's filters are those they were asked with and a user is signed in.
// A new run starts at page 1; clearing the results forgets them.
import { useEffect, useRef, useState } from 'react';
import { readStoredSession } from '@/lib/client/session-storage';
import {
  forgetRecommendations,
  readSavedRecommendations,
  sameFilters,
  saveRecommendations,
} from './saved-recommendations';
import { type RecommendFilterValues, useRecommendations } from './use-recommendations';

/** Recommendations a page: ten, so that the 50 the API gives are five pages. */
export const RECOMMENDATION_PAGE_SIZE = 10;

/** What the recommendations on show were asked with. */
export interface RecommendationRequest {
  abstract: string;
  includeSinta: boolean;
  filters: RecommendFilterValues;
}

export function useKeptRecommendations(filtersOnOpening: RecommendFilterValues) {
  const recommendations = useRecommendations();
  const { state, restore } = recommendations;
  const [page, setPage] = useState(1);
  const asked = useRef<RecommendationRequest | null>(null);
  // The request shown again from storage (the search form puts its abstract back), null when none was.
  const [restored, setRestored] = useState<RecommendationRequest | null>(null);
  const openingFilters = useRef(filtersOnOpening);

  useEffect(() => {
    const saved = readSavedRecommendations();
    if (!saved) return;
    // Another view of the catalogue, or nobody signed in any more: the kept results are not this page's.
    if (!sameFilters(saved.filters, openingFilters.current) || readStoredSession().token === null) {
      forgetRecommendations();
      return;
    }
    const request = { abstract: saved.abstract, includeSinta: saved.includeSinta, filters: saved.filters };
    asked.current = request;
    restore(saved.answer);
    setPage(saved.page);
    setRestored(request);
    // Once, on opening: later the page's own runs replace what is kept.
  }, []);

  useEffect(() => {
    if (state.status !== 'done' || !asked.current) return;
    const { status: _status, ...answer } = state;
    saveRecommendations({ ...asked.current, answer, page });
  }, [state, page]);

  return {
    state,
    page,
    restored,
    /** The request of the recommendations on show (or being asked for), null when none are. */
    asked: () => (state.status === 'idle' ? null : asked.current),
    selectPage: setPage,
    run: (request: RecommendationRequest) => {
      asked.current = request;
      forgetRecommendations();
      setPage(1);
      void recommendations.run(request.abstract, request.includeSinta, request.filters);
    },
    clear: () => {
      asked.current = null;
      forgetRecommendations();
      recommendations.clear();
    },
  };
}
