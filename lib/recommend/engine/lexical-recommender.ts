// The default recommender: lexical retrieval over the in-memory index (engine/build-index.ts), on the CPU, with no
// external service. `scoreAll` serves the evaluation, which needs the rank of any journal, not only the best ones.
import type { Recommendation, RecommendQuery, Recommender } from '../recommender';
import { analyseAbstract } from './analyse-abstract';
import type { RecommendIndex } from './build-index';
import { explainer } from './explain';
import { type ScoreOptions, scoreQuery } from './score';
import { selectTop } from './select-top';
import { isInAbstractField } from './topic-field';

/** Reasons that are the journal's own words: its title's or its published works'. */
const OWN_WORD_FIELDS = new Set(['title', 'article']);

export class LexicalRecommender implements Recommender {
  constructor(readonly index: RecommendIndex) {}

  async recommend(query: RecommendQuery): Promise<Recommendation[]> {
    return this.recommendNow(query);
  }

  recommendNow({ abstract, limit, includeSinta, accept, onLeftOut }: RecommendQuery): Recommendation[] {
    const query = analyseAbstract(abstract, this.index.bridge, this.index.words);
    const { scores, topicScores, mapCloseness } = scoreQuery(this.index, query, includeSinta);
    const entries = this.index.entries;
    const top = selectTop(scores, limit, (doc) => !accept || accept(entries[doc]));
    if (accept && onLeftOut) {
      for (const doc of selectTop(scores, limit, () => true)) if (!accept(entries[doc])) onLeftOut(entries[doc]);
    }
    const reasonsFor = explainer(this.index, query.terms, topicScores);
    return top.map((doc) => {
      const reasons = reasonsFor(doc);
      return {
        entry: entries[doc],
        score: Math.round(scores[doc] * 1000) / 1000,
        reasons,
        evidence: {
          isInField: isInAbstractField(this.index, mapCloseness, doc),
          hasOwnWords: reasons.some((reason) => OWN_WORD_FIELDS.has(reason.field)),
        },
      };
    });
  }

  /** Every journal's score (-1 where left out), in catalogue order; the caller's own copy. */
  scoreAll(abstract: string, includeSinta: boolean, options: ScoreOptions = {}): Float64Array {
    const query = analyseAbstract(abstract, this.index.bridge, this.index.words);
    return scoreQuery(this.index, query, includeSinta, options).scores.slice();
  }
}
