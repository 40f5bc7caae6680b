// The recommendation service behind POST /api/ai/recommend: ranks the catalogue (and SINTA when asked, or, when the
// request leaves it out, for an abstract written in Indonesian) for an abstract, applies the filters after ranking
// (counting what each left out), and maps the journals to the answer's records with their DOAJ facts. The abstract is
// used in memory only: never stored, never logged.
import 'server-only';
import type { RecommendRequest } from '../schemas/recommend';
import { isWrittenInIndonesian } from './abstract-language';
import { getRecommender } from './get-recommender';
import { leftOutCounter } from './left-out-counter';
import { getRecommendIndex } from './recommend-index-holder';
import { readAbstractAs } from './read-abstract-as';
import { recommendedDoajFacts } from './recommended-doaj-facts';
import type { RecommendationAnswer } from './recommendation-answer';
import { toRecommendationRecord } from './recommendation-record';

/** The request's choice, else the abstract's language by the engine's vote over the index's vocabularies. */
async function includesSinta({ includeSinta, abstract }: RecommendRequest): Promise<boolean> {
  return includeSinta ?? isWrittenInIndonesian(abstract, (await getRecommendIndex()).words);
}

export async function recommendJournals(request: RecommendRequest): Promise<RecommendationAnswer> {
  const recommender = await getRecommender();
  const filter = leftOutCounter(request.filters);
  const recommendations = await recommender.recommend({
    abstract: request.abstract,
    limit: request.limit,
    includeSinta: await includesSinta(request),
    ...filter.query,
  });
  const doaj = await recommendedDoajFacts(recommendations);
  return {
    records: recommendations.map((recommendation, place) => toRecommendationRecord(recommendation, doaj[place])),
    readsAs: await readAbstractAs(request.abstract),
    leftOut: filter.leftOut,
  };
}
