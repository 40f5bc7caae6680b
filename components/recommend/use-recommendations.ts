'use client';
// The home page's AI recommendations: one POST /api/ai/recommend?view=full through the shared client with the home
// page's filters (the server applies them and says how many each left out), its records and what the abstract reads
// as kept in memory (use-kept-recommendations.ts keeps them for Back in the tab's sessionStorage), its failures told as
// the server words them or 'recommendationFailed'.
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { openAuthModal } from '@/components/session/open-auth-modal';
import { openPlanModal } from '@/components/premium/open-plan-modal';
import { useToast } from '@/components/toast/toast-context';
import { isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { LeftOut, ReadsAsTopic, RecommendationAnswer } from '@/lib/recommend/recommendation-answer';
import { type RecommendedJournal, toRecommendedJournal } from './recommendation';

/** The most the API gives: the filters take the place of those they leave out with the next best. */
const RECOMMEND_LIMIT = 50;

/** The filters as the form holds them, by name ('' or left out: not set). */
export type RecommendFilterValues = Record<string, string>;

export type RecommendationState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; items: RecommendedJournal[]; readsAs: ReadsAsTopic[]; leftOut: LeftOut; limit: number };

export function useRecommendations() {
  const t = useTranslations('Recommend');
  const toast = useToast();
  const [state, setState] = useState<RecommendationState>({ status: 'idle' });
  const latest = useRef(0);

  const messageOf = (error: unknown): string => {
    const message = isApiClientError(error) ? error.body.message : '';
    return message && t.has(message) ? t(message) : message || t('recommendationFailed');
  };

  /** includeSinta left out: the server decides by the abstract's language. */
  const run = async (abstract: string, includeSinta: boolean | undefined, filters: RecommendFilterValues) => {
    const call = ++latest.current;
    setState({ status: 'loading' });
    try {
      const { records, readsAs, leftOut } = await fetchJson<RecommendationAnswer>('/api/ai/recommend?view=full', {
        method: 'POST',
        json: { abstract, limit: RECOMMEND_LIMIT, includeSinta, filters },
      });
      if (call !== latest.current) return;
      setState({ status: 'done', items: records.map(toRecommendedJournal), readsAs, leftOut, limit: RECOMMEND_LIMIT });
      if (records.length === 0) toast.show(t('noneFound'), 'info');
    } catch (error) {
      if (call !== latest.current) return;
      setState({ status: 'idle' });
      toast.show(isApiClientError(error) && error.status >= 500 ? t('recommendationFailed') : messageOf(error), 'error');
      if (isApiClientError(error) && error.status === 401) openAuthModal('login');
      if (isApiClientError(error) && error.status === 403) openPlanModal();
    }
  };

  const clear = () => {
    latest.current += 1;
    setState({ status: 'idle' });
  };

  /** Shows an answer kept from before (Back to the page), without asking again. */
  const restore = (answer: Omit<Extract<RecommendationState, { status: 'done' }>, 'status'>) => {
    latest.current += 1;
    setState({ status: 'done', ...answer });
  };

  return { state, run, clear, restore };
}
