// Each journal's categories with their weights: SJR's, weighted by the journal's quartile in each; for a journal with
// none (every SINTA journal), the categories whose vocabulary its title and subjects match best, at a lower weight.
import type { Bridge } from '../bridge/bridge';
import type { WordList } from '../bridge/word-list';
import { analyseAbstract } from './analyse-abstract';
import type { CatalogueEntry } from './catalogue-entry';
import { categoriesOf } from './profile';
import { scoreTopics, type TopicIndex } from './topic-index';
import { topicSettings } from './weights';

export interface DocumentTopics {
  /** Document d's categories are ids[offsets[d] .. offsets[d+1]). */
  offsets: Int32Array;
  ids: Int32Array;
  weights: Float32Array;
}

export function buildDocumentTopics(
  entries: readonly CatalogueEntry[],
  topics: TopicIndex,
  bridge: Bridge,
  words: WordList,
): DocumentTopics {
  const topicIds = new Map(topics.names.map((name, id) => [name, id]));
  const offsets = new Int32Array(entries.length + 1);
  const ids: number[] = [];
  const weights: number[] = [];
  entries.forEach((entry, doc) => {
    offsets[doc] = ids.length;
    const known = categoriesOf(entry).filter((category) => topicIds.has(category.name));
    for (const category of known) {
      ids.push(topicIds.get(category.name) ?? 0);
      weights.push(category.weight);
    }
    if (known.length > 0) return;
    // No SJR category (every SINTA journal): the categories whose vocabulary its title and subjects match best.
    const text = entry.type === 'sinta' ? [entry.title, ...entry.subjectAreas].join('. ') : entry.title;
    const { scores, best } = scoreTopics(topics, analyseAbstract(text, bridge, words).terms);
    if (best < topicSettings.inferredMinimumScore) return;
    const ranked: number[] = [];
    for (let id = 0; id < scores.length; id += 1) if (scores[id] >= topicSettings.inferredMinimumRatio) ranked.push(id);
    ranked.sort((a, b) => scores[b] - scores[a]);
    for (const id of ranked.slice(0, topicSettings.inferredCount)) {
      ids.push(id);
      weights.push(topicSettings.inferredWeight * scores[id]);
    }
  });
  offsets[entries.length] = ids.length;
  return { offsets, ids: Int32Array.from(ids), weights: Float32Array.from(weights) };
}
