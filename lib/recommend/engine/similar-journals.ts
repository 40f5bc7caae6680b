// Journals like a given one, from the recommendation index: the journal's own description becomes a query (its title,
// its categories, SJR's or for a SINTA journal the ones inferred from its title and subjects, its scope, plus the
// words its works use most when it has works), scored by the recommendations' own scorer (score.ts), so a
// similar journal is one that journal's papers would be recommended to.
// Same kind first: a Scopus journal is compared with Scopus journals only (a reader of a Scopus page looks for
// indexed venues); a SINTA journal with SINTA and Scopus journals together, read as Indonesian, so the scorer's
// language factor puts Indonesian-language journals first without leaving Scopus out.
// Never listed: the journal itself, a journal of the same title (the same journal under another record), and any the
// caller names (its SINTA or Scopus twin by ISSN). Discontinued titles, book series, trade journals and proceedings
// are not in the index at all (load-catalogue.ts).
import type { Language } from '../text/tokenize';
import { analyseAbstract, type QueryTerm } from './analyse-abstract';
import type { RecommendIndex } from './build-index';
import type { CatalogueEntry } from './catalogue-entry';
import { scoreQuery } from './score';
import { selectTop } from './select-top';

/** A journal as the similar list knows it: its key in the index, else (not indexed) its own texts. */
export interface SimilarJournalsSource {
  /** `journalKey` of the journal: a Scopus Sourceid or a SINTA website. */
  key: string;
  type: CatalogueEntry['type'];
  title: string;
  /** SJR categories (Scopus) or subject areas (SINTA); used when the journal is not in the index. */
  categories: readonly string[];
}

export interface SimilarJournalsOptions {
  limit: number;
  /** Keys (`journalKey`) never to list, beside the journal itself. */
  exclude?: ReadonlySet<string>;
}

export interface SimilarJournal {
  entry: CatalogueEntry;
  /** 0..1, relative to the best match of this query (as the recommendations' score). */
  score: number;
}

/** How many of the works' words join the query: the journal's most used ones, by weight and rarity. */
const WORKS_TERMS = 40;

export const scopusJournalKey = (sourceId: string) => `scopus:${sourceId}`;
/** SINTA journals are one per website in the index (load-catalogue.ts). */
export const sintaJournalKey = (website: string) => `sinta:${website}`;

export function journalKey(entry: CatalogueEntry): string {
  return entry.type === 'scopus' ? scopusJournalKey(entry.sourceId) : sintaJournalKey(entry.websiteUrl);
}

/** Letters and digits only, lower case: "Journal of X (Online)" and "Journal of X" read alike. */
function normalisedTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const docsByKey = new WeakMap<RecommendIndex, Map<string, number>>();

function docOf(index: RecommendIndex, key: string): number | undefined {
  let docs = docsByKey.get(index);
  if (!docs) {
    docs = new Map(index.entries.map((entry, doc) => [journalKey(entry), doc]));
    docsByKey.set(index, docs);
  }
  return docs.get(key);
}

/** The categories the index gives the journal: SJR's, or for a SINTA journal the ones inferred from its title. */
function indexedCategories(index: RecommendIndex, doc: number): string[] {
  const { offsets, ids } = index.documentTopics;
  const names: string[] = [];
  for (let position = offsets[doc]; position < offsets[doc + 1]; position += 1) names.push(index.topics.names[ids[position]]);
  return names;
}

function describe(index: RecommendIndex, source: SimilarJournalsSource, doc: number | undefined): string {
  if (doc === undefined) return [source.title, ...source.categories].join('. ');
  const entry = index.entries[doc];
  // A SINTA journal's subjects ("Engineering", "Science") are not added as words: they are broad enough to list any
  // "... Science" journal, and they already chose its inferred categories (document-topics.ts).
  return [entry.title, ...indexedCategories(index, doc), entry.scope ?? ''].filter(Boolean).join('. ');
}

const worksTermKeys = new WeakMap<RecommendIndex, string[]>();

/** The words the journal's works use most (works-index.ts keeps each journal's 300), each weighted by use and rarity. */
function worksTerms(index: RecommendIndex, doc: number): QueryTerm[] {
  const works = index.works;
  if (works.hasWorks[doc] !== 1) return [];
  let keys = worksTermKeys.get(index);
  if (!keys) {
    keys = [];
    for (const [key, id] of works.terms) keys[id] = key;
    worksTermKeys.set(index, keys);
  }
  const found = new Map<number, number>();
  // Both lists are by term: one pass over each finds this journal's entries.
  for (const [list, idf] of [[works.articles, works.articleIdf], [works.topics, works.topicIdf]] as const) {
    const { offsets, docs, weights } = list;
    for (let term = 0; term + 1 < offsets.length; term += 1) {
      for (let position = offsets[term]; position < offsets[term + 1]; position += 1) {
        if (docs[position] !== doc) continue;
        found.set(term, Math.max(found.get(term) ?? 0, weights[position] * idf[term]));
      }
    }
  }
  const ranked = [...found].sort((a, b) => b[1] - a[1]).slice(0, WORKS_TERMS);
  const top = ranked[0]?.[1] ?? 0;
  if (top === 0) return [];
  return ranked.map(([term, value]) => ({ key: keys[term], weight: value / top, word: keys[term] }));
}

/** The journals most like `source`, best first, at most `limit`; none when nothing matches at all. */
export function findSimilarJournals(
  index: RecommendIndex,
  source: SimilarJournalsSource,
  { limit, exclude = new Set() }: SimilarJournalsOptions,
): SimilarJournal[] {
  const doc = docOf(index, source.key);
  const language: Language =
    source.type === 'sinta' || (doc !== undefined && index.publishesIndonesian[doc] === 1) ? 'id' : 'en';
  const described = analyseAbstract(describe(index, source, doc), index.bridge, index.words);
  const terms = doc === undefined ? described.terms : [...described.terms, ...worksTerms(index, doc)];
  const { scores } = scoreQuery(index, { terms, language }, source.type === 'sinta');
  const ownTitle = normalisedTitle(source.title);
  const chosen = selectTop(scores, limit, (candidate) => {
    if (candidate === doc) return false;
    const entry = index.entries[candidate];
    return !exclude.has(journalKey(entry)) && normalisedTitle(entry.title) !== ownTitle;
  });
  return chosen.map((candidate) => ({ entry: index.entries[candidate], score: Math.round(scores[candidate] * 1000) / 1000 }));
}
