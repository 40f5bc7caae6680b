// The recommendations on show, kept in the tab's sessionStorage so that Back from a journal (or a reload) shows them
// again on the page the researcher was reading, with the abstract in its box. sessionStorage only: the abstract may be
// unpublished work, so it is never put in the address and never sent anywhere but the recommendation API; it goes
// with the tab, or when the researcher clears the results. A stored value this page cannot read is dropped.
import type { RecommendFilterValues } from './use-recommendations';
import type { RecommendedJournal } from './recommendation';
import type { LeftOut, ReadsAsTopic } from '@/lib/recommend/recommendation-answer';

const STORAGE_KEY = 'jf:recommendations';

export interface RecommendationAnswerShown {
  items: RecommendedJournal[];
  readsAs: ReadsAsTopic[];
  leftOut: LeftOut;
  limit: number;
}

export interface SavedRecommendations {
  abstract: string;
  includeSinta: boolean;
  /** The filters the recommendations were asked with: another view of the catalogue does not show them. */
  filters: RecommendFilterValues;
  answer: RecommendationAnswerShown;
  page: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isSaved(value: unknown): value is SavedRecommendations {
  if (!isRecord(value) || !isRecord(value.answer) || !isRecord(value.filters)) return false;
  const { abstract, includeSinta, page, answer } = value;
  return (
    typeof abstract === 'string' &&
    abstract !== '' &&
    typeof includeSinta === 'boolean' &&
    typeof page === 'number' &&
    Number.isInteger(page) &&
    page >= 1 &&
    Array.isArray(answer.items) &&
    Array.isArray(answer.readsAs) &&
    isRecord(answer.leftOut) &&
    typeof answer.limit === 'number'
  );
}

export function readSavedRecommendations(): SavedRecommendations | null {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    if (value === null || isSaved(value)) return value;
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode) or a value that is not JSON: nothing to show again.
  }
  return null;
}

export function saveRecommendations(saved: SavedRecommendations): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or refused: the results stay on screen, only Back will not bring them again.
  }
}

export function forgetRecommendations(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Whether two sets of filters are the same (the order of the names aside). */
export function sameFilters(a: RecommendFilterValues, b: RecommendFilterValues): boolean {
  const entries = (values: RecommendFilterValues) =>
    JSON.stringify(Object.entries(values).filter(([, value]) => value !== '').sort(([x], [y]) => x.localeCompare(y)));
  return entries(a) === entries(b);
}
