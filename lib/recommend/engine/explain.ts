// Why a journal was recommended: the abstract's words (and the translation that bridged them) with the journal field
// each matched, strongest first; and, where the category vocabulary carried it, the words typical of its category.
import type { QueryTerm } from './analyse-abstract';
import type { RecommendIndex } from './build-index';
import { worksExplainer } from './explain-works';
import { inverseDocumentFrequency } from './postings';
import { fieldSettings, type FieldName } from './weights';
import { worksShareOf } from './works-share';
import { WorksText } from './works-text';

export interface RecommendationReason {
  /** The abstract's word. */
  term: string;
  /** The word it was translated to when the bridge carried it ("pembelajaran" → "learning"). */
  translation?: string;
  /**
   * The journal field it matched (a pair of neighbouring words counts as the title); `topic`: the word is typical of
   * the titles of the journal's category `matched`; `article`: a title of the journal's published articles holds it;
   * `articleTopic`: one of the journal's OpenAlex topics names it.
   */
  field: Exclude<FieldName, 'titlePairs'> | 'topic' | 'article' | 'articleTopic';
  /** The journal's word, the category's name, the article's title or the topic's name. */
  matched: string;
}

const MAX_REASONS = 6;
const MAX_TOPIC_REASONS = 3;

interface Weighted extends RecommendationReason {
  strength: number;
}


// Each index's word memo for reading titles again (kept with the index, freed with it).
const worksTexts = new WeakMap<RecommendIndex, WorksText>();

function worksTextOf(index: RecommendIndex): WorksText {
  let text = worksTexts.get(index);
  if (!text) worksTexts.set(index, (text = new WorksText(index.words)));
  return text;
}

function reason(term: QueryTerm, field: RecommendationReason['field'] | 'titlePairs', matched: string, strength: number): Weighted {
  const shown = field === 'titlePairs' ? 'title' : field;
  return { term: term.word, ...(term.via ? { translation: term.via } : {}), field: shown, matched, strength };
}

interface MatchedTerm {
  term: QueryTerm;
  /** The term's weight for this query times its inverse document frequency. */
  weightedIdf: number;
}

interface TopicTerm {
  term: QueryTerm;
  /** The term's inverse frequency among the categories. */
  idf: number;
  docs: Int32Array;
  weights: Float32Array;
}

function topicReasons(index: RecommendIndex, topicTerms: readonly TopicTerm[], topicScores: Float64Array, doc: number) {
  const { offsets, ids, weights } = index.documentTopics;
  let topic = -1;
  let best = 0;
  for (let position = offsets[doc]; position < offsets[doc + 1]; position += 1) {
    const value = weights[position] * topicScores[ids[position]];
    if (value > best) [best, topic] = [value, ids[position]];
  }
  if (topic < 0) return [];
  const name = index.topics.names[topic];
  const found: Weighted[] = [];
  for (const { term, idf, docs, weights: topicWeights } of topicTerms) {
    const position = docs.indexOf(topic);
    if (position < 0) continue;
    found.push(reason(term, 'topic', name, 0.5 * term.weight * idf * topicWeights[position]));
  }
  return found.sort((a, b) => b.strength - a.strength).slice(0, MAX_TOPIC_REASONS);
}

function fieldReasons(index: RecommendIndex, byTermId: ReadonlyMap<number, MatchedTerm>, doc: number): Weighted[] {
  const { offsets, termIds, fields, multipliers, labelIds, fieldNames, labels } = index.profileTerms;
  const found: Weighted[] = [];
  for (let position = offsets[doc]; position < offsets[doc + 1]; position += 1) {
    const matched = byTermId.get(termIds[position]);
    if (!matched) continue;
    const field = fieldNames[fields[position]];
    const strength = matched.weightedIdf * fieldSettings[field].weight * multipliers[position];
    found.push(reason(matched.term, field, labels[labelIds[position]], strength));
  }
  return found;
}

/**
 * The reasons for one query: what depends only on the abstract (its terms' postings and weights) is worked out once,
 * then each recommended journal reads its own profile terms and categories.
 */
export function explainer(
  index: RecommendIndex,
  terms: readonly QueryTerm[],
  topicScores: Float64Array,
): (doc: number) => RecommendationReason[] {
  const byTermId = new Map<number, MatchedTerm>();
  const topicTerms: TopicTerm[] = [];
  for (const term of terms) {
    const postings = index.postings.get(term.key);
    if (postings) {
      const idf = inverseDocumentFrequency(postings.docs.length, index.entries.length);
      byTermId.set(postings.id, { term, weightedIdf: term.weight * idf });
    }
    const topic = index.topics.postings.get(term.key);
    if (topic) {
      const idf = inverseDocumentFrequency(topic.docs.length, index.topics.names.length);
      topicTerms.push({ term, idf, docs: topic.docs, weights: topic.weights });
    }
  }
  const worksReasons = worksExplainer(index.works, worksTextOf(index), terms);
  return (doc) => {
    // A works reason weighs as a title word would, at the journal's works share of its relevance.
    const worksWeight = fieldSettings.title.weight * worksShareOf(index.works.workCounts[doc]);
    const found = [
      ...fieldReasons(index, byTermId, doc),
      ...topicReasons(index, topicTerms, topicScores, doc),
      ...worksReasons(doc).map((item) => reason(item.term, item.field, item.matched, item.strength * worksWeight)),
    ];
    const seen = new Set<string>();
    return found
      .sort((a, b) => b.strength - a.strength)
      .filter((item) => {
        const key = `${item.term}|${item.field}|${item.matched}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, MAX_REASONS)
      .map(({ strength: _strength, ...item }) => item);
  };
}
