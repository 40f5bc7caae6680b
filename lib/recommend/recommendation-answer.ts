// The recommendation answer's envelope (POST /api/ai/recommend?view=full): the records, what the abstract was read
// as (its likeliest research topics, each with the SJR category that filters to it), and how many journals the
// filters left out. The default view (`records`) answers the records alone, as the API's contract fixes.
import type { RecommendationRecord } from './recommendation-record';

/** One of the abstract's likeliest research topics (OpenAlex), its subfield, and the SJR category it filters to. */
export interface ReadsAsTopic {
  topicId: string;
  topic: string;
  subfield: string;
  /** The SJR category name that filters to this topic's subfield; null when no SJR category matches. */
  category: string | null;
}

export interface RecommendationAnswer {
  records: RecommendationRecord[];
  readsAs: ReadsAsTopic[];
  leftOut: { total: number; byFilter: { [filter: string]: number } };
}
