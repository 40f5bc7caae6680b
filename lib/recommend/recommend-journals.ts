// The recommendation service behind POST /api/ai/recommend: ranks the catalogue (and SINTA when asked, or, when the
// request leaves it out, for an abstract written in Indonesian) for an abstract, applies the filters after ranking,
// and maps the journals to the answer's records. The abstract is used in memory only: never stored, never logged.
import 'server-only';
import type { RecommendRequest } from '../schemas/recommend';
import { isWrittenInIndonesian } from './abstract-language';
import { getRecommender } from './get-recommender';
import { journalFilter } from './journal-filter';
import { getRecommendIndex } from './recommend-index-holder';
import { type RecommendationRecord, toRecommendationRecord } from './recommendation-record';
import type { RecommendationAnswer } from './recommendation-answer';
import { readAbstractAs } from './read-abstract-as';

/** The request's choice, else the abstract's language by the engine's vote over the index's vocabularies. */
async function includesSinta({ includeSinta, abstract }: RecommendRequest): Promise<boolean> {
  return includeSinta ?? isWrittenInIndonesian(abstract, (await getRecommendIndex()).words);
}

export async function recommendJournals(request: RecommendRequest): Promise<RecommendationRecord[]> {
  return (await rank(request)).records;
}

/** The records with what the abstract reads as and how many journals the filters left out on the way. */
export async function recommendAnswer(request: RecommendRequest): Promise<RecommendationAnswer> {
  const { records, leftOut } = await rank(request);
  return { records, readsAs: await readAbstractAs(request.abstract), leftOut: { total: leftOut, byFilter: {} } };
}

async function rank(request: RecommendRequest): Promise<{ records: RecommendationRecord[]; leftOut: number }> {
  const recommender = await getRecommender();
  const filter = journalFilter(request.filters);
  let leftOut = 0;
  const recommendations = await recommender.recommend({
    abstract: request.abstract,
    limit: request.limit,
    includeSinta: await includesSinta(request),
    accept:
      filter &&
      ((entry) => {
        const accepted = filter(entry);
        if (!accepted) leftOut += 1;
        return accepted;
      }),
  });
  return { records: recommendations.map(toRecommendationRecord), leftOut };
}
