// The answer of POST /api/ai/recommend?view=full: the records, the topics the abstract reads as, and how many of the
// abstract's best matches the filters left out. The default view answers the records alone, as a plain array.
import type { RecommendFilterName } from '../schemas/recommend';
import type { RecommendationRecord } from './recommendation-record';

/** One research topic the abstract reads as; `category` is the SJR category that filters to it, null when none. */
export interface ReadsAsTopic {
  topicId: string;
  topic: string;
  subfield: string;
  category: string | null;
}

/**
 * Of the abstract's best `limit` matches before filtering, those the filters left out: `total` journals, and under
 * each filter the request set, how many it refused (a journal refused by two filters counts under both).
 */
export interface LeftOut {
  total: number;
  byFilter: Partial<Record<RecommendFilterName, number>>;
}

export interface RecommendationAnswer {
  records: RecommendationRecord[];
  readsAs: ReadsAsTopic[];
  leftOut: LeftOut;
}
