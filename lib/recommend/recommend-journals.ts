// The recommendation service behind POST /api/ai/recommend: ranks the catalogue (and SINTA when asked) for an
// abstract, applies the filters after ranking, and maps the journals to the answer's records. The abstract is used in
// memory only: never stored, never logged.
import 'server-only';
import type { RecommendRequest } from '../schemas/recommend';
import { getRecommender } from './get-recommender';
import { journalFilter } from './journal-filter';
import { type RecommendationRecord, toRecommendationRecord } from './recommendation-record';

export async function recommendJournals(request: RecommendRequest): Promise<RecommendationRecord[]> {
  const recommender = await getRecommender();
  const recommendations = await recommender.recommend({
    abstract: request.abstract,
    limit: request.limit,
    includeSinta: request.includeSinta,
    accept: journalFilter(request.filters),
  });
  return recommendations.map(toRecommendationRecord);
}
