// Category vocabularies: each SJR category is described by the words of the titles of all its journals (and its own
// name), so an abstract about "lymphoma" reaches Hematology although no hematology journal's title says "lymphoma"
// in its own profile. Built from the catalogue alone; every journal of a category shares its category's score.
import type { QueryTerm } from './analyse-abstract';
import type { CatalogueEntry } from './catalogue-entry';
import { inverseDocumentFrequency, K1, type Postings, PostingsBuilder } from './postings';
import { categoriesOf, type Profile } from './profile';
import { topicSettings } from './weights';

export interface TopicIndex {
  names: string[];
  postings: ReadonlyMap<string, Postings>;
}

/**
 * `minimumCount`: a word counted fewer times in a category (one per journal whose title has it, the category's name
 * `nameWeight` times) weighs nothing there.
 */
export function buildTopicIndex(
  entries: readonly CatalogueEntry[],
  profiles: readonly Profile[],
  minimumCount = 0,
): TopicIndex {
  const ids = new Map<string, number>();
  const builder = new PostingsBuilder();
  const lengths: number[] = [];
  const count = (key: string, topic: number, value: number) => {
    builder.add(key, topic, value);
    lengths[topic] = (lengths[topic] ?? 0) + value;
  };
  entries.forEach((entry, doc) => {
    const profile = profiles[doc] ?? {};
    // Each journal counts once per word: a category is described by how many of its journals use the word.
    const titleKeys = new Set((profile.title ?? []).map((term) => term.key));
    for (const category of categoriesOf(entry)) {
      let topic = ids.get(category.name);
      if (topic === undefined) {
        topic = ids.size;
        ids.set(category.name, topic);
        for (const term of (profile.categories ?? []).filter((t) => t.source === category.name)) {
          count(term.key, topic, topicSettings.nameWeight);
        }
      }
      for (const key of titleKeys) count(key, topic, 1);
    }
  });
  const averageLength = lengths.reduce((sum, length) => sum + (length ?? 0), 0) / Math.max(1, ids.size);
  const b = topicSettings.lengthNormalisation;
  const postings = builder.build((frequency, topic) => {
    if (frequency < minimumCount) return 0;
    const norm = 1 - b + (b * (lengths[topic] ?? 0)) / Math.max(1, averageLength);
    return (frequency * (K1 + 1)) / (frequency + K1 * norm);
  });
  return { names: [...ids.keys()], postings };
}

/** Each category's BM25 score for the query, divided by the best one (so 1 is the closest category). */
export function scoreTopics(index: TopicIndex, terms: readonly QueryTerm[]): { scores: Float64Array; best: number } {
  const scores = new Float64Array(index.names.length);
  for (const term of terms) {
    const postings = index.postings.get(term.key);
    if (!postings) continue;
    const idf = inverseDocumentFrequency(postings.docs.length, index.names.length);
    for (let position = 0; position < postings.docs.length; position += 1) {
      scores[postings.docs[position]] += term.weight * idf * postings.weights[position];
    }
  }
  let best = 0;
  for (const score of scores) best = Math.max(best, score);
  if (best > 0) for (let topic = 0; topic < scores.length; topic += 1) scores[topic] /= best;
  return { scores, best };
}
