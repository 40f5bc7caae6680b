// The map of research topics as a search index: each of OpenAlex's 4,516 topics is a document of its name (×3), its
// keywords (×2) and its description, in English, under the engine's own English stems, so an abstract's terms (and an
// Indonesian abstract's translations) meet it as they meet journal titles. Plain BM25; built once per thread.
import { isStopWord } from '../text/stop-words';
import { termKey } from '../text/stem';
import { tokenize } from '../text/tokenize';
import { inverseDocumentFrequency, K1, type Postings, PostingsBuilder } from './postings';
import { readTopicSource, type SourceTopic } from './topic-map-source';

export interface MapTopic {
  /** OpenAlex's id, e.g. "T10346". */
  id: string;
  name: string;
  /** Index into `subfields`. */
  subfield: number;
}

export interface MapSubfield {
  /** The ASJC code, e.g. "1707". */
  id: string;
  name: string;
  /** The field's name, e.g. "Computer Science". */
  field: string;
}

export interface TopicMap {
  topics: MapTopic[];
  subfields: MapSubfield[];
  postings: ReadonlyMap<string, Postings>;
}

/** How much a word counts in each part of a topic: its name says most, its keywords more than its description. */
export const TOPIC_PART_WEIGHTS = { name: 3, keywords: 2, description: 1 } as const;
const LENGTH_NORMALISATION = 0.75;

function englishKeys(text: string): string[] {
  return tokenize(text)
    .filter((word) => !isStopWord(word, 'en') && !/^\d/.test(word))
    .map((word) => termKey(word, 'en'));
}

export function buildTopicMap(source: readonly SourceTopic[]): TopicMap {
  const subfieldIds = new Map<string, number>();
  const subfields: MapSubfield[] = [];
  const builder = new PostingsBuilder();
  const lengths: number[] = [];
  const topics = source.map((topic, doc) => {
    let subfield = subfieldIds.get(topic.subfield.id);
    if (subfield === undefined) {
      subfield = subfields.length;
      subfieldIds.set(topic.subfield.id, subfield);
      subfields.push({ id: topic.subfield.id, name: topic.subfield.display_name, field: topic.field.display_name });
    }
    const parts: [string, number][] = [
      [topic.display_name, TOPIC_PART_WEIGHTS.name],
      [topic.keywords.join('. '), TOPIC_PART_WEIGHTS.keywords],
      [topic.description, TOPIC_PART_WEIGHTS.description],
    ];
    lengths[doc] = 0;
    for (const [text, weight] of parts) {
      for (const key of englishKeys(text)) {
        builder.add(key, doc, weight);
        lengths[doc] += weight;
      }
    }
    return { id: topic.id, name: topic.display_name, subfield };
  });
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length);
  const postings = builder.build((frequency, doc) => {
    const norm = 1 - LENGTH_NORMALISATION + (LENGTH_NORMALISATION * lengths[doc]) / averageLength;
    return (frequency * (K1 + 1)) / (frequency + K1 * norm);
  });
  // The IDF is the same for every query: folded into the weights once.
  for (const list of postings.values()) {
    const idf = inverseDocumentFrequency(list.docs.length, topics.length);
    for (let position = 0; position < list.weights.length; position += 1) list.weights[position] *= idf;
  }
  return { topics, subfields, postings };
}

let shared: TopicMap | undefined;

/** The vendored map, built on first use and kept for the thread's life (it does not depend on the catalogue). */
export function getTopicMap(): TopicMap {
  shared ??= buildTopicMap(readTopicSource());
  return shared;
}
