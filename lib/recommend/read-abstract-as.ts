// What the recommendation answer says the abstract reads as: its likeliest research topics, over the shared index.
// The abstract is used in memory only, as for the ranking.
import 'server-only';
import { analyseAbstract } from './engine/analyse-abstract';
import { readsAsTopics } from './engine/reads-as';
import type { ReadsAsTopic } from './recommendation-answer';
import { getRecommendIndex } from './recommend-index-holder';

export async function readAbstractAs(abstract: string): Promise<ReadsAsTopic[]> {
  const index = await getRecommendIndex();
  return readsAsTopics(index, analyseAbstract(abstract, index.bridge, index.words).terms);
}
