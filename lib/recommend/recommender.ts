// The one interface every recommender implements: the lexical engine (the default and the fallback) and the optional
// embeddings reranker that reorders its best candidates. A query carries its own filter, applied after ranking.
import type { CatalogueEntry } from './engine/catalogue-entry';
import type { RecommendationReason } from './engine/explain';
import type { MatchEvidence } from './engine/match-label';

export interface RecommendQuery {
  abstract: string;
  limit: number;
  includeSinta: boolean;
  /** Filters apply after ranking: a journal that fails is skipped and the next best takes its place. */
  accept?: (entry: CatalogueEntry) => boolean;
  /** Told each of the best `limit` matches before filtering that `accept` refuses, best first. */
  onLeftOut?: (entry: CatalogueEntry) => void;
}

export interface Recommendation {
  entry: CatalogueEntry;
  /** 0..1; 1 is the best possible match for this abstract. */
  score: number;
  reasons: RecommendationReason[];
  /** What the match rests on besides the score (field and own words), for its label. */
  evidence?: MatchEvidence;
}

export interface Recommender {
  recommend(query: RecommendQuery): Promise<Recommendation[]>;
}
