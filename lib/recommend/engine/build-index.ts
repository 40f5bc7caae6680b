// Builds the recommender's index from the catalogue: profiles, the BM25F inverted lists, the category vocabularies,
// each journal's categories (SJR's with their quartile weights, or inferred from the title for SINTA journals), the
// quality prior, and the bridge over the catalogue's own vocabulary. Pure and synchronous: the caller loads the rows.
import { Bridge } from '../bridge/bridge';
import type { WordList } from '../bridge/word-list';
import type { CatalogueEntry } from './catalogue-entry';
import { DocumentPostingsBuilder, inverseDocumentFrequency, type Postings, saturate } from './postings';
import { buildDocumentTopics, type DocumentTopics } from './document-topics';
import { type Profile, profiler } from './profile';
import { buildProfileTerms, type ProfileTerms } from './profile-terms';
import { buildTopicIndex, type TopicIndex } from './topic-index';
import { getTopicMap, type TopicMap } from './topic-map';
import { type FieldName, fieldSettings, topicSettings } from './weights';
import { emptyWorksIndex, type WorksIndex } from './works-index';

export interface RecommendIndex {
  entries: readonly CatalogueEntry[];
  postings: ReadonlyMap<string, Postings>;
  topics: TopicIndex;
  documentTopics: DocumentTopics;
  /** 0..1 journal quality for the prior (SJR, or the SINTA level). */
  quality: Float32Array;
  /** 1 where the journal publishes in Indonesian: every SINTA journal, and catalogue journals titled in Indonesian. */
  publishesIndonesian: Uint8Array;
  /** 1 for a SINTA journal: ranked only when the request includes SINTA. */
  sinta: Uint8Array;
  /** Each journal's distinct title terms (postings ids) with their IDF, for the title coverage. */
  titleTerms: TitleTerms;
  /** How many terms `postings` holds (ids run 0 … termCount − 1). */
  termCount: number;
  /** Each journal's profile terms by field, for the reasons. */
  profileTerms: ProfileTerms;
  bridge: Bridge;
  words: WordList;
  /** What the journals publish (articles, OpenAlex topics), scored apart from the metadata. */
  works: WorksIndex;
  /** OpenAlex's research topics (data/topics), to read which topics and subfields an abstract is about. */
  topicMap: TopicMap;
}

function fieldLengthAverages(profiles: readonly Profile[]): Map<FieldName, number> {
  const sums = new Map<FieldName, { total: number; count: number }>();
  for (const profile of profiles) {
    for (const [field, terms] of Object.entries(profile) as [FieldName, Profile[FieldName]][]) {
      if (!terms || terms.length === 0) continue;
      const sum = sums.get(field) ?? { total: 0, count: 0 };
      sums.set(field, { total: sum.total + terms.length, count: sum.count + 1 });
    }
  }
  return new Map([...sums].map(([field, sum]) => [field, sum.total / sum.count]));
}

function buildPostings(profiles: readonly Profile[]): Map<string, Postings> {
  const averages = fieldLengthAverages(profiles);
  const builder = new DocumentPostingsBuilder();
  profiles.forEach((profile, doc) => {
    // BM25F: each field's term frequencies, weighted and length-normalised, summed before saturation.
    const sums = new Map<string, number>();
    for (const [field, terms] of Object.entries(profile) as [FieldName, Profile[FieldName]][]) {
      if (!terms || terms.length === 0) continue;
      const { weight, lengthNormalisation: b } = fieldSettings[field];
      const norm = 1 - b + (b * terms.length) / (averages.get(field) ?? terms.length);
      for (const term of terms) sums.set(term.key, (sums.get(term.key) ?? 0) + (weight * term.multiplier) / norm);
    }
    builder.addDocument(doc, sums);
  });
  return builder.build(saturate);
}

export function journalQuality(entry: CatalogueEntry): number {
  if (entry.type === 'sinta') return (7 - Math.min(6, Math.max(1, entry.accreditation))) / 6;
  // log-scaled and capped: SJR 8 and SJR 80 are both simply "top of the field".
  return entry.sjr === null ? 0.2 : Math.min(1, Math.log1p(Math.max(0, entry.sjr)) / Math.log1p(8));
}

/**
 * Flat arrays, as the scorer reads them for every journal of every query: document d's terms are at
 * offsets[d] … offsets[d+1].
 */
export interface TitleTerms {
  offsets: Int32Array;
  ids: Int32Array;
  weights: Float32Array;
  /** The sum of each document's weights. */
  totals: Float32Array;
}

function buildTitleTerms(profiles: readonly Profile[], postings: ReadonlyMap<string, Postings>): TitleTerms {
  const offsets = new Int32Array(profiles.length + 1);
  const totals = new Float32Array(profiles.length);
  const ids: number[] = [];
  const weights: number[] = [];
  profiles.forEach((profile, doc) => {
    offsets[doc] = ids.length;
    for (const key of new Set((profile.title ?? []).map((term) => term.key))) {
      const list = postings.get(key);
      if (!list) continue;
      const weight = inverseDocumentFrequency(list.docs.length, profiles.length);
      ids.push(list.id);
      weights.push(weight);
      totals[doc] += weight;
    }
  });
  offsets[profiles.length] = ids.length;
  return { offsets, ids: Int32Array.from(ids), weights: Float32Array.from(weights), totals };
}

function publishesIndonesian(entry: CatalogueEntry, profile: Profile | undefined): boolean {
  if (entry.type === 'sinta') return true;
  const title = profile?.title ?? [];
  return title.filter((term) => term.language === 'id').length * 2 > title.length;
}

/** `works`: the journals' articles and topics (works-collector.ts); none when left out. */
export function buildRecommendIndex(
  entries: readonly CatalogueEntry[],
  words: WordList,
  works: WorksIndex = emptyWorksIndex(entries.length),
  topicMap: TopicMap = getTopicMap(),
): RecommendIndex {
  const profiles = entries.map(profiler(words));
  const english = new Set(words.englishWords);
  const indonesian = new Set(words.indonesianWords);
  for (const profile of profiles) {
    for (const terms of Object.values(profile)) {
      for (const term of terms ?? []) (term.language === 'en' ? english : indonesian).add(term.word);
    }
  }
  const bridge = new Bridge(words, english, indonesian);
  const topics = buildTopicIndex(entries, profiles);
  const postings = buildPostings(profiles);
  return {
    entries,
    postings,
    sinta: Uint8Array.from(entries, (entry) => Number(entry.type === 'sinta')),
    titleTerms: buildTitleTerms(profiles, postings),
    termCount: postings.size,
    profileTerms: buildProfileTerms(profiles, postings),
    topics,
    // Categories guessed from a title rest on words several journals of the category share (see topicSettings).
    documentTopics: buildDocumentTopics(
      entries,
      buildTopicIndex(entries, profiles, topicSettings.inferredMinimumCount),
      bridge,
      words,
    ),
    quality: Float32Array.from(entries, journalQuality),
    publishesIndonesian: Uint8Array.from(entries, (entry, doc) => Number(publishesIndonesian(entry, profiles[doc]))),
    bridge,
    words,
    works,
    topicMap,
  };
}
