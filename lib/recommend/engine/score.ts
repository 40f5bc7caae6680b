// Scores every journal for a query: the BM25F match of its own profile, plus how close the abstract is to its
// categories' vocabularies, each scaled by its best value for this query, times a mild quality prior. 0..1.
import type { AnalysedAbstract, QueryTerm } from './analyse-abstract';
import type { RecommendIndex } from './build-index';
import { inverseDocumentFrequency } from './postings';
import { scoreTopics } from './topic-index';
import { DIRECT_SHARE, OTHER_LANGUAGE_SHARE, PRIOR_SHARE, topicSettings, UNCOVERED_TITLE_SHARE } from './weights';

export interface QueryScores {
  /** Final score per document, 0..1; -1 for documents left out (SINTA unless included). */
  scores: Float64Array;
  /** Each category's closeness to the abstract, 0..1, for the reasons. */
  topicScores: Float64Array;
}

function directScores(index: RecommendIndex, terms: readonly QueryTerm[]): Float64Array {
  const scores = new Float64Array(index.entries.length);
  for (const term of terms) {
    const postings = index.postings.get(term.key);
    if (!postings) continue;
    const factor = term.weight * inverseDocumentFrequency(postings.docs.length, index.entries.length);
    for (let position = 0; position < postings.docs.length; position += 1) {
      scores[postings.docs[position]] += factor * postings.weights[position];
    }
  }
  return scores;
}

/**
 * The best category's closeness, plus a share of the average of all, divided by the breadth of the journal: more
 * categories is no advantage.
 */
function topicalScore(index: RecommendIndex, topicScores: Float64Array, doc: number): number {
  const { offsets, ids, weights } = index.documentTopics;
  const start = offsets[doc];
  const end = offsets[doc + 1];
  if (end === start) return 0;
  let best = 0;
  let sum = 0;
  for (let position = start; position < end; position += 1) {
    const value = weights[position] * topicScores[ids[position]];
    best = Math.max(best, value);
    sum += value;
  }
  const count = end - start;
  return (best + (topicSettings.othersShare * sum) / count) / Math.sqrt(1 + topicSettings.focus * (count - 1));
}

/** The share of the title's words (by IDF) that the abstract has. */
function titleCoverage(index: RecommendIndex, queryKeys: ReadonlySet<string>, doc: number): number {
  const { keys, weights, total } = index.titleTerms[doc];
  if (total === 0) return 0;
  let covered = 0;
  for (let position = 0; position < keys.length; position += 1) if (queryKeys.has(keys[position])) covered += weights[position];
  return covered / total;
}

export function scoreQuery(index: RecommendIndex, query: AnalysedAbstract, includeSinta: boolean): QueryScores {
  const { terms } = query;
  const count = index.entries.length;
  const direct = directScores(index, terms);
  const queryKeys = new Set(terms.map((term) => term.key));
  const { scores: topicScores } = scoreTopics(index.topics, terms);
  const topical = new Float64Array(count);
  let directBest = 0;
  let topicalBest = 0;
  const eligible = (doc: number) => includeSinta || index.entries[doc].type !== 'sinta';
  for (let doc = 0; doc < count; doc += 1) {
    if (!eligible(doc)) continue;
    if (direct[doc] > 0) {
      direct[doc] *= UNCOVERED_TITLE_SHARE + (1 - UNCOVERED_TITLE_SHARE) * titleCoverage(index, queryKeys, doc);
    }
    topical[doc] = topicalScore(index, topicScores, doc);
    directBest = Math.max(directBest, direct[doc]);
    topicalBest = Math.max(topicalBest, topical[doc]);
  }
  const scores = new Float64Array(count);
  for (let doc = 0; doc < count; doc += 1) {
    if (!eligible(doc)) {
      scores[doc] = -1;
      continue;
    }
    const relevance =
      (directBest > 0 ? (DIRECT_SHARE * direct[doc]) / directBest : 0) +
      (topicalBest > 0 ? ((1 - DIRECT_SHARE) * topical[doc]) / topicalBest : 0);
    const language = query.language === 'id' && !index.publishesIndonesian[doc] ? OTHER_LANGUAGE_SHARE : 1;
    scores[doc] = relevance * (1 - PRIOR_SHARE + PRIOR_SHARE * index.quality[doc]) * language;
  }
  return { scores, topicScores };
}
