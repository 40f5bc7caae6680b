// What journals publish, as an index of its own beside the metadata: per journal, the words of its articles (titles,
// keywords, the newest abstracts) weighted by the share of its articles using each, and the words of its OpenAlex
// topics weighted by the share of its works in each. Kept apart from the metadata profile so a journal without
// articles is scored as before (score-works.ts); the titles are kept for the reasons.
import { pairKey } from '../text/stem';
import { tokenize } from '../text/tokenize';
import { growingFloat32, growingInt32 } from './growing-array';
import { inverseDocumentFrequency, K1 } from './postings';
import { METHOD_WORD_WEIGHT, worksSettings } from './weights';
import { emptyWorksTitles, type WorksTitles, WorksTitlesBuilder } from './works-titles';
import type { WorksText } from './works-text';

/** One journal's published works as the loader reads them; article i is titles[i], keywords[i], languages[i]. */
export interface JournalWorks {
  /** The catalogue's Sourceid. */
  sourceId: string;
  /** Newest first. */
  titles: string[];
  /** Each article's keywords, joined. */
  keywords: string[];
  languages: (string | null)[];
  /** The newest articles' abstracts (abstracts[i] is article i's), cut to worksSettings.abstractWords words. */
  abstracts: (string | null)[];
  topics: { name: string; count: number }[];
}

/** Term t's journals are docs[offsets[t] … offsets[t+1]), with their weights. */
export interface FlatPostings {
  offsets: Int32Array;
  docs: Int32Array;
  weights: Float32Array;
}

export interface WorksIndex {
  /** Term key → id, for both fields' lists. */
  terms: Map<string, number>;
  articles: FlatPostings;
  topics: FlatPostings;
  /** Each term's inverse frequency among the journals that have articles (topics). */
  articleIdf: Float32Array;
  topicIdf: Float32Array;
  /** 1 for a journal with articles or topics: its relevance is part metadata, part works. */
  hasWorks: Uint8Array;
  /** How many journals have articles. */
  journals: number;
  titles: WorksTitles;
  /** Journal d's topics are topicNames[topicIds[topicOffsets[d] … topicOffsets[d+1])]. */
  topicOffsets: Int32Array;
  topicIds: Int32Array;
  topicNames: string[];
}

/** A share of a journal's articles (or works) as a weight: 0 for none, half of K1 + 1 at `halfShare`. */
const shareWeight = (share: number) => ((K1 + 1) * share) / (share + worksSettings.halfShare);

class FieldLists {
  readonly docs = growingInt32();
  readonly terms = growingInt32();
  readonly weights = growingFloat32();
  readonly journals = new Set<number>();

  add(doc: number, term: number, weight: number): void {
    this.docs.push(doc);
    this.terms.push(term);
    this.weights.push(weight);
    this.journals.add(doc);
  }

  /** The lists by term (a counting sort), and each term's IDF among the journals that have the field. */
  build(termCount: number): { postings: FlatPostings; idf: Float32Array } {
    const offsets = new Int32Array(termCount + 1);
    for (let entry = 0; entry < this.terms.length; entry += 1) offsets[this.terms.at(entry) + 1] += 1;
    for (let term = 0; term < termCount; term += 1) offsets[term + 1] += offsets[term];
    const next = offsets.slice(0, termCount);
    const docs = new Int32Array(this.terms.length);
    const weights = new Float32Array(this.terms.length);
    for (let entry = 0; entry < this.terms.length; entry += 1) {
      const position = next[this.terms.at(entry)]++;
      docs[position] = this.docs.at(entry);
      weights[position] = this.weights.at(entry);
    }
    const idf = new Float32Array(termCount);
    for (let term = 0; term < termCount; term += 1) {
      idf[term] = inverseDocumentFrequency(offsets[term + 1] - offsets[term], Math.max(1, this.journals.size));
    }
    return { postings: { offsets, docs, weights }, idf };
  }
}

export class WorksIndexBuilder {
  private readonly terms = new Map<string, number>();
  private readonly isMethod: boolean[] = [];
  private readonly articles = new FieldLists();
  private readonly topics = new FieldLists();
  private readonly titles = new WorksTitlesBuilder();
  private readonly topicNames = new Map<string, number>();
  private readonly journalTopics = new Map<number, number[]>();
  private readonly seen = new Set<number>();
  // Working arrays by term id, reused for every article and journal.
  private readonly articleStamp: number[] = [];
  private readonly articleBest: number[] = [];
  private readonly journalSum: number[] = [];
  private stamp = 0;

  constructor(private readonly text: WorksText) {}

  private idOf(key: string): number {
    let id = this.terms.get(key);
    if (id === undefined) {
      id = this.terms.size;
      this.terms.set(key, id);
      this.isMethod.push(this.text.isMethodTerm(key));
      this.articleStamp.push(0);
      this.articleBest.push(0);
      this.journalSum.push(0);
    }
    return id;
  }

  /** Counts a term once per article, at its best place (title or keywords over abstract). */
  private mark(key: string, weight: number, touched: number[]): void {
    const id = this.idOf(key);
    if (this.articleStamp[id] !== this.stamp) {
      this.articleStamp[id] = this.stamp;
      this.articleBest[id] = weight;
      touched.push(id);
    } else if (weight > this.articleBest[id]) this.articleBest[id] = weight;
  }

  private addArticle(works: JournalWorks, article: number, inJournal: Set<number>): void {
    this.stamp += 1;
    const title = tokenize(works.titles[article] ?? '');
    const abstract = tokenize(works.abstracts[article] ?? '').slice(0, worksSettings.abstractWords);
    const language = this.text.languageOf(title.length >= 4 ? title : [...title, ...abstract], works.languages[article]);
    const touched: number[] = [];
    const titleKeys = this.text.keysOf(title, language);
    for (const key of titleKeys) this.mark(key, 1, touched);
    // Neighbouring title words as pairs ("machine learning"), as the metadata's title pairs.
    for (let first = 0; first < titleKeys.length; first += 1) {
      for (const second of [first + 1, first + 2]) {
        const key = second < titleKeys.length ? pairKey(titleKeys[first], titleKeys[second]) : null;
        if (key) this.mark(key, 1, touched);
      }
    }
    for (const key of this.text.keysOf(tokenize(works.keywords[article] ?? ''), language)) this.mark(key, 1, touched);
    for (const key of this.text.keysOf(abstract, language)) this.mark(key, worksSettings.abstractShare, touched);
    for (const id of touched) {
      if (!inJournal.has(id)) {
        inJournal.add(id);
        this.journalSum[id] = 0;
      }
      this.journalSum[id] += this.articleBest[id] * (this.isMethod[id] ? METHOD_WORD_WEIGHT : 1);
    }
  }

  private addTopics(doc: number, topics: JournalWorks['topics']): void {
    const total = topics.reduce((sum, topic) => sum + Math.max(0, topic.count), 0);
    if (total === 0) return;
    const sums = new Map<number, number>();
    const ids: number[] = [];
    for (const topic of topics) {
      const share = Math.max(0, topic.count) / total;
      let nameId = this.topicNames.get(topic.name);
      if (nameId === undefined) this.topicNames.set(topic.name, (nameId = this.topicNames.size));
      ids.push(nameId);
      for (const key of new Set(this.text.keysOf(tokenize(topic.name), 'en'))) {
        const id = this.idOf(key);
        sums.set(id, (sums.get(id) ?? 0) + share);
      }
    }
    for (const [id, share] of sums) this.topics.add(doc, id, shareWeight(share));
    this.journalTopics.set(doc, ids);
  }

  /** A journal's works, once per journal (a second call for the same journal is ignored). */
  addJournal(doc: number, works: JournalWorks): void {
    if (this.seen.has(doc)) return;
    this.seen.add(doc);
    const count = Math.min(works.titles.length, worksSettings.articlesPerJournal);
    const inJournal = new Set<number>();
    for (let article = 0; article < count; article += 1) this.addArticle(works, article, inJournal);
    // The journal's most used words only, by the share of its articles that use them, shrunk for few articles.
    const kept = [...inJournal].sort((a, b) => this.journalSum[b] - this.journalSum[a]).slice(0, worksSettings.termsPerJournal);
    for (const id of kept) this.articles.add(doc, id, shareWeight(this.journalSum[id] / (count + worksSettings.priorArticles)));
    this.titles.add(doc, works.titles.slice(0, count));
    this.addTopics(doc, works.topics);
  }

  build(documentCount: number): WorksIndex {
    const articles = this.articles.build(this.terms.size);
    const topics = this.topics.build(this.terms.size);
    const hasWorks = new Uint8Array(documentCount);
    for (const doc of [...this.articles.journals, ...this.topics.journals]) hasWorks[doc] = 1;
    const topicOffsets = new Int32Array(documentCount + 1);
    const topicIds: number[] = [];
    for (let doc = 0; doc < documentCount; doc += 1) {
      topicOffsets[doc] = topicIds.length;
      topicIds.push(...(this.journalTopics.get(doc) ?? []));
    }
    topicOffsets[documentCount] = topicIds.length;
    return {
      terms: this.terms,
      articles: articles.postings,
      topics: topics.postings,
      articleIdf: articles.idf,
      topicIdf: topics.idf,
      hasWorks,
      journals: this.articles.journals.size,
      titles: this.titles.build(documentCount),
      topicOffsets,
      topicIds: Int32Array.from(topicIds),
      topicNames: [...this.topicNames.keys()],
    };
  }
}

/** No journal has works: every journal is ranked on its metadata. */
export function emptyWorksIndex(documentCount: number): WorksIndex {
  const empty: FlatPostings = { offsets: new Int32Array(1), docs: new Int32Array(0), weights: new Float32Array(0) };
  return {
    terms: new Map(),
    articles: empty,
    topics: empty,
    articleIdf: new Float32Array(0),
    topicIdf: new Float32Array(0),
    hasWorks: new Uint8Array(documentCount),
    journals: 0,
    titles: emptyWorksTitles(documentCount),
    topicOffsets: new Int32Array(documentCount + 1),
    topicIds: new Int32Array(0),
    topicNames: [],
  };
}
