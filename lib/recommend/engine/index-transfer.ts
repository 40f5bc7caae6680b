// Moves a built index from the build's worker thread to the main thread: the typed arrays travel as transferred
// buffers (no copy), the inverted lists as one flat array per index plus their keys, the bridge as its derived maps.
// The main thread rebuilds the small object parts around them (the inverted lists stay flat: flat-postings-map.ts); the
// catalogue entries and the word list are its own.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Bridge, type BridgeParts } from '../bridge/bridge';
import type { WordList } from '../bridge/word-list';
import type { RecommendIndex } from './build-index';
import type { CatalogueEntry } from './catalogue-entry';
import { type FlatPostings, FlatPostingsMap, idsByKey } from './flat-postings-map';
import type { Postings } from './postings';
import type { MapSubfield, MapTopic } from './topic-map';
import type { FieldName } from './weights';
import type { WorksIndex } from './works-index';

/** The index without its entries and word list, in parts that each cross a thread as one message. */
export interface PackedIndex extends BridgeParts {
  arrays: {
    postings: FlatPostings;
    topicPostings: FlatPostings;
    quality: Float32Array;
    publishesIndonesian: Uint8Array;
    sinta: Uint8Array;
    titleTerms: RecommendIndex['titleTerms'];
    documentTopics: RecommendIndex['documentTopics'];
    profileTerms: Omit<RecommendIndex['profileTerms'], 'fieldNames' | 'labels'>;
    works: Omit<WorksIndex, 'terms' | 'topicNames'>;
    topicMapPostings: FlatPostings;
  };
  /** The works index's term keys, in id order. */
  worksTerms: string[];
  worksTopicNames: string[];
  postingsKeys: string[];
  topicKeys: string[];
  topicNames: string[];
  topicMapKeys: string[];
  topicMapTopics: MapTopic[];
  topicMapSubfields: MapSubfield[];
  fieldNames: FieldName[];
  labels: string[];
}

function flatten(postings: ReadonlyMap<string, Postings>): { keys: string[]; flat: FlatPostings } {
  let total = 0;
  for (const list of postings.values()) total += list.docs.length;
  const offsets = new Int32Array(postings.size + 1);
  const docs = new Int32Array(total);
  const weights = new Float32Array(total);
  const keys: string[] = [];
  let size = 0;
  for (const [key, list] of postings) {
    // The scorer's per-term arrays are indexed by id: ids must be the map's order, as the builders make them.
    if (list.id !== keys.length) throw new Error(`postings id ${list.id} out of order at ${keys.length}`);
    offsets[keys.length] = size;
    keys.push(key);
    docs.set(list.docs, size);
    weights.set(list.weights, size);
    size += list.docs.length;
  }
  offsets[keys.length] = size;
  return { keys, flat: { offsets, docs, weights } };
}

// The term lists' keys (and the works index's) are read a slice at a time: the catalogue's ~100,000 terms at once would
// hold the event loop.
const unflatten = (keys: readonly string[], flat: FlatPostings) => FlatPostingsMap.build(keys, flat, nextTurn);

export function packRecommendIndex(index: RecommendIndex): PackedIndex {
  const postings = flatten(index.postings);
  const topics = flatten(index.topics.postings);
  const topicMap = flatten(index.topicMap.postings);
  const { fieldNames, labels, ...profileArrays } = index.profileTerms;
  const { terms: worksTerms, topicNames: worksTopicNames, ...worksArrays } = index.works;
  return {
    arrays: {
      postings: postings.flat,
      topicPostings: topics.flat,
      quality: index.quality,
      publishesIndonesian: index.publishesIndonesian,
      sinta: index.sinta,
      titleTerms: index.titleTerms,
      documentTopics: index.documentTopics,
      profileTerms: profileArrays,
      works: worksArrays,
      topicMapPostings: topicMap.flat,
    },
    // A Map keeps its insertion order, which is the ids' order (works-index.ts numbers terms as it meets them).
    worksTerms: [...worksTerms.keys()],
    worksTopicNames,
    postingsKeys: postings.keys,
    topicKeys: topics.keys,
    topicNames: index.topics.names,
    topicMapKeys: topicMap.keys,
    topicMapTopics: index.topicMap.topics,
    topicMapSubfields: index.topicMap.subfields,
    fieldNames,
    labels,
    ...index.bridge.parts(),
  };
}

/** The buffers to transfer with `arrays` (each once, although several views could share one). */
export function transferredBuffers(arrays: PackedIndex['arrays']): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const visit = (value: unknown) => {
    if (ArrayBuffer.isView(value)) buffers.add(value.buffer as ArrayBuffer);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(arrays);
  return [...buffers];
}

/** What crosses the thread in one message: the arrays, or a slice of one of the lists or maps (as entries). */
export type IndexPart =
  | { name: 'arrays'; value: PackedIndex['arrays'] }
  | { name: Exclude<keyof PackedIndex, 'arrays'>; items: unknown[] };

// Reading a message holds the receiving event loop: the bridge's largest map whole took 0.3 s, a slice takes ~30 ms.
const ITEMS_PER_PART = 10_000;
const MAP_PARTS = new Set<string>(['englishCognateWords', 'indonesianCognateWords', 'indonesianByStem', 'englishByStem']);

export function splitPackedIndex(packed: PackedIndex): { part: IndexPart; transfer: ArrayBuffer[] }[] {
  const { arrays, ...rest } = packed;
  const parts: { part: IndexPart; transfer: ArrayBuffer[] }[] = [
    { part: { name: 'arrays', value: arrays }, transfer: transferredBuffers(arrays) },
  ];
  for (const [name, value] of Object.entries(rest) as [Exclude<keyof PackedIndex, 'arrays'>, unknown][]) {
    const items: unknown[] = value instanceof Map ? [...value] : (value as unknown[]);
    // An empty list still sends its name, so the receiver knows it.
    for (let start = 0; start === 0 || start < items.length; start += ITEMS_PER_PART) {
      parts.push({ part: { name, items: items.slice(start, start + ITEMS_PER_PART) }, transfer: [] });
    }
  }
  return parts;
}

/** Puts the parts back together in the order they were split. */
export function collectIndexParts() {
  const collected: Record<string, unknown> = {};
  return {
    add(part: IndexPart): void {
      if (part.name === 'arrays') {
        collected.arrays = part.value;
        return;
      }
      if (MAP_PARTS.has(part.name)) {
        const map = (collected[part.name] ??= new Map()) as Map<unknown, unknown>;
        for (const [key, value] of part.items as [unknown, unknown][]) map.set(key, value);
      } else {
        const list = (collected[part.name] ??= []) as unknown[];
        for (const item of part.items) list.push(item);
      }
    },
    packed: () => collected as unknown as PackedIndex,
  };
}

/** The index again, over `entries` and `words`: the same ones the packed index was built from. */
export async function unpackRecommendIndex(
  packed: PackedIndex,
  entries: readonly CatalogueEntry[],
  words: WordList,
): Promise<RecommendIndex> {
  const { arrays } = packed;
  if (arrays.quality.length !== entries.length) {
    throw new Error(`the built index has ${arrays.quality.length} journals, the catalogue ${entries.length}`);
  }
  const postings = await unflatten(packed.postingsKeys, arrays.postings);
  const topicPostings = await unflatten(packed.topicKeys, arrays.topicPostings);
  const topicMapPostings = await unflatten(packed.topicMapKeys, arrays.topicMapPostings);
  const { englishCognateWords, indonesianCognateWords, indonesianByStem, englishByStem } = packed;
  return {
    entries,
    postings,
    termCount: postings.size,
    topics: { names: packed.topicNames, postings: topicPostings },
    documentTopics: arrays.documentTopics,
    quality: arrays.quality,
    publishesIndonesian: arrays.publishesIndonesian,
    sinta: arrays.sinta,
    titleTerms: arrays.titleTerms,
    profileTerms: { ...arrays.profileTerms, fieldNames: packed.fieldNames, labels: packed.labels },
    bridge: Bridge.fromParts(words, { englishCognateWords, indonesianCognateWords, indonesianByStem, englishByStem }),
    words,
    works: {
      ...arrays.works,
      terms: await idsByKey(packed.worksTerms, nextTurn),
      topicNames: packed.worksTopicNames,
    },
    topicMap: { topics: packed.topicMapTopics, subfields: packed.topicMapSubfields, postings: topicMapPostings },
  };
}
