// Which topics and subfields of the map of research topics (topic-map.ts) an abstract is about: each topic's BM25
// score for the abstract's English terms (an Indonesian abstract's translations included), and each subfield scored by
// the sum of its three best topics, so a subfield wins by several topics agreeing, not by one word.
import type { QueryTerm } from './analyse-abstract';
import type { TopicMap } from './topic-map';

/** A subfield's score is the sum of its best topics' scores, this many. */
export const TOPICS_PER_SUBFIELD = 3;

export interface TopicReading {
  /** Each topic's BM25 score (raw). */
  topicScores: Float64Array;
  /** Each subfield's score, 1 for the best; all 0 when no word of the abstract is in the map. */
  subfieldScores: Float64Array;
}

export function readTopics(map: TopicMap, terms: readonly QueryTerm[]): TopicReading {
  const topicScores = new Float64Array(map.topics.length);
  for (const term of terms) {
    const postings = map.postings.get(term.key);
    if (!postings) continue;
    for (let position = 0; position < postings.docs.length; position += 1) {
      topicScores[postings.docs[position]] += term.weight * postings.weights[position];
    }
  }
  // Each subfield's best scores, kept sorted high to low.
  const best = Array.from({ length: map.subfields.length }, () => [] as number[]);
  map.topics.forEach((topic, id) => {
    const score = topicScores[id];
    if (score <= 0) return;
    const kept = best[topic.subfield];
    if (kept.length === TOPICS_PER_SUBFIELD && score <= kept[kept.length - 1]) return;
    kept.push(score);
    kept.sort((a, b) => b - a);
    if (kept.length > TOPICS_PER_SUBFIELD) kept.pop();
  });
  const subfieldScores = Float64Array.from(best, (kept) => kept.reduce((sum, score) => sum + score, 0));
  const top = subfieldScores.reduce((max, score) => Math.max(max, score), 0);
  if (top > 0) for (let id = 0; id < subfieldScores.length; id += 1) subfieldScores[id] /= top;
  return { topicScores, subfieldScores };
}

/** The best topics, best first: ids into `map.topics`, only those that matched. */
export function bestTopics(reading: TopicReading, count: number): number[] {
  const ranked: number[] = [];
  reading.topicScores.forEach((score, id) => {
    if (score > 0) ranked.push(id);
  });
  ranked.sort((a, b) => reading.topicScores[b] - reading.topicScores[a]);
  return ranked.slice(0, count);
}
