// Why a journal was recommended: the abstract's words (and the translation that bridged them) with the journal field
// each matched, strongest first; and, where the category vocabulary carried it, the words typical of its category.
import type { QueryTerm } from './analyse-abstract';
import type { RecommendIndex } from './build-index';
import { inverseDocumentFrequency } from './postings';
import { profileOf } from './profile';
import { fieldSettings, type FieldName } from './weights';

export interface RecommendationReason {
  /** The abstract's word. */
  term: string;
  /** The word it was translated to when the bridge carried it ("pembelajaran" → "learning"). */
  translation?: string;
  /**
   * The journal field it matched (a pair of neighbouring words counts as the title); `topic`: the word is typical of
   * the titles of the journal's category `matched`.
   */
  field: Exclude<FieldName, 'titlePairs'> | 'topic';
  /** The journal's word, or the category's name. */
  matched: string;
}

const MAX_REASONS = 6;
const MAX_TOPIC_REASONS = 3;

interface Weighted extends RecommendationReason {
  strength: number;
}

function reason(term: QueryTerm, field: FieldName | 'topic', matched: string, strength: number): Weighted {
  const shown = field === 'titlePairs' ? 'title' : field;
  return { term: term.word, ...(term.via ? { translation: term.via } : {}), field: shown, matched, strength };
}

function topicReasons(index: RecommendIndex, terms: readonly QueryTerm[], topicScores: Float64Array, doc: number) {
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
  for (const term of terms) {
    const postings = index.topics.postings.get(term.key);
    const position = postings ? postings.docs.indexOf(topic) : -1;
    if (!postings || position < 0) continue;
    const idf = inverseDocumentFrequency(postings.docs.length, index.topics.names.length);
    found.push(reason(term, 'topic', name, 0.5 * term.weight * idf * postings.weights[position]));
  }
  return found.sort((a, b) => b.strength - a.strength).slice(0, MAX_TOPIC_REASONS);
}

export function explain(
  index: RecommendIndex,
  terms: readonly QueryTerm[],
  topicScores: Float64Array,
  doc: number,
): RecommendationReason[] {
  const byKey = new Map(terms.map((term) => [term.key, term]));
  const found: Weighted[] = [];
  const profile = profileOf(index.entries[doc], index.words);
  for (const [field, fieldTerms] of Object.entries(profile) as [FieldName, (typeof profile)[FieldName]][]) {
    for (const fieldTerm of fieldTerms ?? []) {
      const term = byKey.get(fieldTerm.key);
      const postings = index.postings.get(fieldTerm.key);
      if (!term || !postings) continue;
      const idf = inverseDocumentFrequency(postings.docs.length, index.entries.length);
      const matched = field === 'categories' || field === 'areas' || field === 'subjectAreas' ? fieldTerm.source : fieldTerm.word;
      found.push(reason(term, field, matched, term.weight * idf * fieldSettings[field].weight * fieldTerm.multiplier));
    }
  }
  found.push(...topicReasons(index, terms, topicScores, doc));
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
}
