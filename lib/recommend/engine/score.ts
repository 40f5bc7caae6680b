// Scores every journal for a query: the BM25F match of its own profile, counted in full within the abstract's field
// (read from the map of research topics, topic-field.ts), plus how close the abstract is to its categories'
// vocabularies, each scaled by its best value for this query, weighed by the journal's agreement with the abstract's
// field, times a mild quality prior. 0..1.
import type { AnalysedAbstract, QueryTerm } from './analyse-abstract';
import type { RecommendIndex } from './build-index';
import { inverseDocumentFrequency } from './postings';
import { scoreTopics } from './topic-index';
import {
  DIRECT_SHARE,
  OTHER_LANGUAGE_SHARE,
  OUTSIDE_FIELD_SHARE,
  PRIOR_SHARE,
  topicSettings,
  UNCOVERED_TITLE_SHARE,
} from './weights';
import { scoreWorks } from './score-works';
import { journalAgreement, readAbstractField, weighByFieldAgreement } from './topic-field';
import { blendWorks } from './works-share';

// Read once, not per journal: a bundled module's exports are reached through getters.
const OTHERS_SHARE = topicSettings.othersShare;
const FOCUS = topicSettings.focus;

export interface QueryScores {
  /**
   * Final score per document, 0..1; -1 for documents left out (SINTA unless included). Valid until the next query on
   * the same index: the arrays are reused (see `scratchOf`).
   */
  scores: Float64Array;
  /** Each category's closeness to the abstract, 0..1, for the reasons. */
  topicScores: Float64Array;
  /** Each category's closeness by the map of research topics, 0..1, for the match labels. */
  mapCloseness: Float64Array;
}

interface Scratch {
  direct: Float64Array;
  /** Each category's closeness by the map raised to the field sharpness: the abstract's field. */
  field: Float64Array;
  topical: Float64Array;
  scores: Float64Array;
  /** 1 at the ids of the query's terms; cleared after each query. */
  inQuery: Uint8Array;
  /** Each journal's works evidence, 0..1. */
  works: Float64Array;
  /** Each category's closeness by the map of research topics. */
  mapCloseness: Float64Array;
}

const scratches = new WeakMap<RecommendIndex, Scratch>();

/**
 * The index's working arrays, reused by every query. Scoring is synchronous, so a query's arrays are free again
 * before the next one starts; allocating a megabyte of typed arrays per request made the garbage collector cost more
 * than the scoring.
 */
function scratchOf(index: RecommendIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const count = index.entries.length;
    scratch = {
      direct: new Float64Array(count),
      field: new Float64Array(index.topics.names.length),
      topical: new Float64Array(count),
      scores: new Float64Array(count),
      inQuery: new Uint8Array(index.termCount),
      works: new Float64Array(count),
      mapCloseness: new Float64Array(index.topics.names.length),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

function directScores(index: RecommendIndex, terms: readonly QueryTerm[], scores: Float64Array): Float64Array {
  scores.fill(0);
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
    if (value > best) best = value;
    sum += value;
  }
  const count = end - start;
  return (best + (OTHERS_SHARE * sum) / count) / Math.sqrt(1 + FOCUS * (count - 1));
}

/** The share of the title's words (by IDF) that the abstract has; `inQuery` marks the abstract's term ids. */
function titleCoverage(index: RecommendIndex, inQuery: Uint8Array, doc: number): number {
  const { offsets, ids, weights, totals } = index.titleTerms;
  if (totals[doc] === 0) return 0;
  let covered = 0;
  for (let position = offsets[doc]; position < offsets[doc + 1]; position += 1) {
    if (inQuery[ids[position]] === 1) covered += weights[position];
  }
  return covered / totals[doc];
}

export interface ScoreOptions {
  /** false: metadata only, as if no journal had articles (the evaluation's comparison). Default true. */
  useWorks?: boolean;
}

export function scoreQuery(
  index: RecommendIndex,
  query: AnalysedAbstract,
  includeSinta: boolean,
  { useWorks = true }: ScoreOptions = {},
): QueryScores {
  const { terms } = query;
  const count = index.entries.length;
  const scratch = scratchOf(index);
  const direct = directScores(index, terms, scratch.direct);
  const { inQuery, topical, scores } = scratch;
  const marked: number[] = [];
  for (const term of terms) {
    const postings = index.postings.get(term.key);
    if (postings) marked.push(postings.id);
  }
  const { scores: topicScores } = scoreTopics(index.topics, terms);
  const { field, mapCloseness } = scratch;
  readAbstractField(index, terms, topicScores, mapCloseness, field);
  topical.fill(0);
  let directBest = 0;
  let topicalBest = 0;
  // Plain loops over typed arrays: this runs for every journal of every request.
  const { sinta } = index;
  const skipSinta = !includeSinta;
  for (const id of marked) inQuery[id] = 1;
  try {
    for (let doc = 0; doc < count; doc += 1) {
      if (skipSinta && sinta[doc] === 1) continue;
      if (direct[doc] > 0) {
        direct[doc] *= UNCOVERED_TITLE_SHARE + (1 - UNCOVERED_TITLE_SHARE) * titleCoverage(index, inQuery, doc);
        direct[doc] *= OUTSIDE_FIELD_SHARE + (1 - OUTSIDE_FIELD_SHARE) * journalAgreement(index, field, doc);
        if (direct[doc] > directBest) directBest = direct[doc];
      }
      topical[doc] = topicalScore(index, topicScores, doc);
      if (topical[doc] > topicalBest) topicalBest = topical[doc];
    }
  } finally {
    for (const id of marked) inQuery[id] = 0;
  }
  const directScale = directBest > 0 ? DIRECT_SHARE / directBest : 0;
  const topicalScale = topicalBest > 0 ? (1 - DIRECT_SHARE) / topicalBest : 0;
  for (let doc = 0; doc < count; doc += 1) {
    scores[doc] = skipSinta && sinta[doc] === 1 ? -1 : direct[doc] * directScale + topical[doc] * topicalScale;
  }
  weighByFieldAgreement(index, mapCloseness, scores);
  if (useWorks && index.works.terms.size > 0) {
    const strength = scoreWorks(index.works, terms, scratch.works, (doc) => skipSinta && sinta[doc] === 1);
    blendWorks(index.works, scratch.works, scores, strength);
  }
  const indonesian = query.language === 'id';
  for (let doc = 0; doc < count; doc += 1) {
    if (scores[doc] < 0) continue;
    const language = indonesian && index.publishesIndonesian[doc] === 0 ? OTHER_LANGUAGE_SHARE : 1;
    scores[doc] *= (1 - PRIOR_SHARE + PRIOR_SHARE * index.quality[doc]) * language;
  }
  return { scores, topicScores, mapCloseness };
}
