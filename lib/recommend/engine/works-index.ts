// What journals publish, as an index of its own beside the metadata: per journal, the words of its articles (titles,
// keywords, the newest abstracts) weighted by the share of its articles using each, and the words of its OpenAlex
// topics weighted by the share of its works in each. Kept apart from the metadata profile so a journal without
// articles is scored as before (score-works.ts); the titles are kept for the reasons.
import type { Language } from '../text/tokenize';
import type { FlatPostings } from './flat-postings-map';
import { growingFloat32, growingInt32 } from './growing-array';
import { inverseDocumentFrequency, K1 } from './postings';
import { METHOD_WORD_WEIGHT, worksSettings } from './weights';
import { emptyWorksTitles, type WorksTitles, WorksTitlesBuilder } from './works-titles';
import type { WorksText } from './works-text';
import { worksTokens } from './works-tokens';

/** One journal's published works as the loader reads them; article i is titles[i], keywords[i], languages[i]. */
export interface JournalWorks {
  /** The catalogue's Sourceid: a Scopus journal's works. */
  sourceId?: string;
  /** A SINTA journal's website (its key in the catalogue): the works of its profiles, found by their ISSNs. */
  sintaWebsite?: string;
  /** Newest first. */
  titles: string[];
  /** Each article's keywords, joined. */
  keywords: string[];
  languages: (string | null)[];
  /** The newest articles' abstracts (abstracts[i] is article i's), cut to worksSettings.abstractWords words. */
  abstracts: (string | null)[];
  topics: { name: string; count: number }[];
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
  /**
   * How many works each journal's evidence stands for, at most worksSettings.articlesPerJournal: the articles read, or
   * the works its OpenAlex topics were counted over when more. How far its works decide its rank (works-share.ts).
   */
  workCounts: Uint16Array;
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

  /**
   * The lists by term (a counting sort), and each term's IDF among the journals that have the field; `renumbered`
   * maps the build's term ids to the index's.
   */
  build(termCount: number, renumbered: Int32Array): { postings: FlatPostings; idf: Float32Array } {
    const offsets = new Int32Array(termCount + 1);
    for (let entry = 0; entry < this.terms.length; entry += 1) offsets[renumbered[this.terms.at(entry)] + 1] += 1;
    for (let term = 0; term < termCount; term += 1) offsets[term + 1] += offsets[term];
    const next = offsets.slice(0, termCount);
    const docs = new Int32Array(this.terms.length);
    const weights = new Float32Array(this.terms.length);
    for (let entry = 0; entry < this.terms.length; entry += 1) {
      const position = next[renumbered[this.terms.at(entry)]]++;
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

/** Per-term working values of the build, by term id, grown as terms come. */
class TermScratch {
  method = new Uint8Array(1 << 16);
  articleStamp = new Int32Array(1 << 16);
  best = new Float32Array(1 << 16);
  journalStamp = new Int32Array(1 << 16);
  sum = new Float64Array(1 << 16);

  ensure(size: number): void {
    if (size <= this.method.length) return;
    const grow = <T extends Uint8Array | Int32Array | Float32Array | Float64Array>(array: T): T => {
      const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
      larger.set(array as never);
      return larger;
    };
    this.method = grow(this.method);
    this.articleStamp = grow(this.articleStamp);
    this.best = grow(this.best);
    this.journalStamp = grow(this.journalStamp);
    this.sum = grow(this.sum);
  }
}

export class WorksIndexBuilder {
  /** Every term met, numbered as met; the index keeps (and renumbers) only those some journal kept. */
  private readonly terms = new Map<string, number>();
  private readonly keys: string[] = [];
  /** A word's term id in each language (-1: a stop word), so each word is stemmed once. */
  private readonly wordIds = { en: new Map<string, number>(), id: new Map<string, number>() };
  private readonly scratch = new TermScratch();
  private articleStamp = 0;
  private journalStamp = 0;
  private readonly articles = new FieldLists();
  private readonly topics = new FieldLists();
  private readonly titles = new WorksTitlesBuilder();
  private readonly topicNames = new Map<string, number>();
  private readonly journalTopics = new Map<number, number[]>();
  private readonly seen = new Set<number>();
  private readonly workCounts = new Map<number, number>();

  constructor(private readonly text: WorksText) {}

  private idOf(key: string): number {
    let id = this.terms.get(key);
    if (id === undefined) {
      id = this.keys.push(key) - 1;
      this.terms.set(key, id);
      this.scratch.ensure(this.keys.length);
      this.scratch.method[id] = Number(this.text.isMethodTerm(key));
    }
    return id;
  }

  private wordId(word: string, language: Language): number {
    const ids = this.wordIds[language];
    let id = ids.get(word);
    if (id === undefined) {
      const key = this.text.keyOf(word, language);
      id = key === null ? -1 : this.idOf(key);
      ids.set(word, id);
    }
    return id;
  }

  /** Marks the article's words, each once, at its best place (title or keywords over abstract). */
  private markWords(tokens: readonly string[], language: Language, weight: number, touched: number[]): void {
    const { articleStamp, best } = this.scratch;
    for (const token of tokens) {
      const id = this.wordId(token, language);
      if (id < 0) continue;
      if (articleStamp[id] !== this.articleStamp) {
        articleStamp[id] = this.articleStamp;
        best[id] = weight;
        touched.push(id);
      } else if (weight > best[id]) best[id] = weight;
    }
  }

  /** Adds one article's words to the journal's sums (method words at their lower weight). */
  private addArticle(works: JournalWorks, article: number, inJournal: number[]): void {
    this.articleStamp += 1;
    const title = worksTokens(works.titles[article] ?? '');
    const abstract = worksTokens(works.abstracts[article] ?? '').slice(0, worksSettings.abstractWords);
    const language = this.text.languageOf(title.length >= 4 ? title : [...title, ...abstract], works.languages[article]);
    const touched: number[] = [];
    this.markWords(title, language, 1, touched);
    // The title's distinct terms are the first ones marked: kept for the reasons.
    this.titles.addTerms(touched, touched.length);
    this.markWords(worksTokens(works.keywords[article] ?? ''), language, 1, touched);
    this.markWords(abstract, language, worksSettings.abstractShare, touched);
    const { journalStamp, sum, best, method } = this.scratch;
    for (const id of touched) {
      if (journalStamp[id] !== this.journalStamp) {
        journalStamp[id] = this.journalStamp;
        sum[id] = 0;
        inJournal.push(id);
      }
      sum[id] += best[id] * (method[id] === 1 ? METHOD_WORD_WEIGHT : 1);
    }
  }

  /** Adds the journal's topics' words; returns how many works the topics were counted over. */
  private addTopics(doc: number, topics: JournalWorks['topics']): number {
    const total = topics.reduce((sum, topic) => sum + Math.max(0, topic.count), 0);
    if (total === 0) return 0;
    const sums = new Map<number, number>();
    const ids: number[] = [];
    for (const topic of topics) {
      const share = Math.max(0, topic.count) / total;
      let nameId = this.topicNames.get(topic.name);
      if (nameId === undefined) this.topicNames.set(topic.name, (nameId = this.topicNames.size));
      ids.push(nameId);
      for (const key of new Set(this.text.keysOf(worksTokens(topic.name), 'en'))) {
        const id = this.idOf(key);
        sums.set(id, (sums.get(id) ?? 0) + share);
      }
    }
    for (const [id, share] of sums) this.topics.add(doc, id, shareWeight(share));
    this.journalTopics.set(doc, ids);
    return total;
  }

  /** A journal's works, once per journal (a second call for the same journal is ignored). */
  addJournal(doc: number, works: JournalWorks): void {
    if (this.seen.has(doc)) return;
    this.seen.add(doc);
    const count = Math.min(works.titles.length, worksSettings.articlesPerJournal);
    this.journalStamp += 1;
    const inJournal: number[] = [];
    for (let article = 0; article < count; article += 1) this.addArticle(works, article, inJournal);
    // The journal's most used words only, by the share of its articles that use them, shrunk for few articles.
    const { sum } = this.scratch;
    const kept = inJournal.sort((a, b) => sum[b] - sum[a]).slice(0, worksSettings.termsPerJournal);
    for (const id of kept) this.articles.add(doc, id, shareWeight(sum[id] / (count + worksSettings.priorArticles)));
    this.titles.add(doc, works.titles.slice(0, count));
    const described = this.addTopics(doc, works.topics);
    const evidence = Math.min(Math.max(count, described), worksSettings.articlesPerJournal);
    if (evidence > 0) this.workCounts.set(doc, evidence);
  }

  build(documentCount: number): WorksIndex {
    // Only the terms some journal kept are numbered in the index, in order of their first use.
    const renumbered = new Int32Array(this.keys.length).fill(-1);
    const terms = new Map<string, number>();
    for (const lists of [this.articles, this.topics]) {
      for (let entry = 0; entry < lists.terms.length; entry += 1) {
        const id = lists.terms.at(entry);
        if (renumbered[id] < 0) {
          renumbered[id] = terms.size;
          terms.set(this.keys[id], terms.size);
        }
      }
    }
    const articles = this.articles.build(terms.size, renumbered);
    const topics = this.topics.build(terms.size, renumbered);
    const hasWorks = new Uint8Array(documentCount);
    for (const doc of [...this.articles.journals, ...this.topics.journals]) hasWorks[doc] = 1;
    const workCounts = new Uint16Array(documentCount);
    for (const [doc, count] of this.workCounts) workCounts[doc] = count;
    const topicOffsets = new Int32Array(documentCount + 1);
    const topicIds: number[] = [];
    for (let doc = 0; doc < documentCount; doc += 1) {
      topicOffsets[doc] = topicIds.length;
      topicIds.push(...(this.journalTopics.get(doc) ?? []));
    }
    topicOffsets[documentCount] = topicIds.length;
    return {
      terms,
      articles: articles.postings,
      topics: topics.postings,
      articleIdf: articles.idf,
      topicIdf: topics.idf,
      hasWorks,
      workCounts,
      journals: this.articles.journals.size,
      titles: this.titles.build(documentCount, renumbered),
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
    workCounts: new Uint16Array(documentCount),
    journals: 0,
    titles: emptyWorksTitles(documentCount),
    topicOffsets: new Int32Array(documentCount + 1),
    topicIds: new Int32Array(0),
    topicNames: [],
  };
}
