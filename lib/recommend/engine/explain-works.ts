// Why a journal's works matched: the titles of its published articles that share the most with the abstract (never
// an abstract: only titles are kept), each with the abstract's words it shares (two at least, or a phrase), and its
// OpenAlex topics that name the abstract's words.
import { tokenize } from '../text/tokenize';
import type { QueryTerm } from './analyse-abstract';
import { worksSettings } from './weights';
import type { WorksIndex } from './works-index';
import type { WorksText } from './works-text';
import { titleOf, type WorksTitles } from './works-titles';

export interface WorksReason {
  term: QueryTerm;
  field: 'article' | 'articleTopic';
  /** The article's title, or the topic's name. */
  matched: string;
  /** The matched words' weight (query weight × IDF), summed, for ordering against the other reasons. */
  strength: number;
}

/** At most this many of a journal's works are quoted, each with at most this many of the words it shares. */
const TITLES_SHOWN = 2;
const SHARED_WORDS_SHOWN = 3;
const TOPICS_SHOWN = 2;

/** A title's (or topic name's) term keys, in its language. */
function keysOfText(text: WorksText, value: string): string[] {
  const tokens = tokenize(value);
  return text.keysOf(tokens, text.languageOf(tokens, null));
}

/** The best of `values` by the weight of the query words they hold, each with its strongest word. */
function bestMatches(
  text: WorksText,
  values: readonly string[],
  weights: ReadonlyMap<string, { term: QueryTerm; weight: number }>,
  shown: number,
): { value: string; term: QueryTerm; strength: number }[] {
  const found: { value: string; term: QueryTerm; strength: number }[] = [];
  for (const value of values) {
    let strength = 0;
    let strongest: { term: QueryTerm; weight: number } | undefined;
    for (const key of new Set(keysOfText(text, value))) {
      const matched = weights.get(key);
      if (!matched) continue;
      strength += matched.weight;
      if (!strongest || matched.weight > strongest.weight) strongest = matched;
    }
    if (strongest) found.push({ value, term: strongest.term, strength });
  }
  return found.sort((a, b) => b.strength - a.strength).slice(0, shown);
}

/**
 * Whether a title's shared terms say more than one common word: two distinct words of the abstract, or a phrase of it
 * (two of its terms: "literasi keuangan" read as "financial literacy"). "compact" alone in "Compact Direct Methanol Fuel
 * Cell" says nothing of why the journal fits.
 */
export function sharesEnough(shared: readonly QueryTerm[]): boolean {
  const keys = new Set(shared.map((term) => term.key));
  if (keys.size < 2) return false;
  const words = new Set(shared.map((term) => term.word));
  return words.size >= 2 || [...words].some((word) => word.includes(' '));
}

/** The abstract's words a title shares, strongest first, as one reason's term: "traffic, forecasting". */
function sharedTerm(shared: readonly { term: QueryTerm; weight: number }[]): QueryTerm {
  const ordered = [...shared].sort((a, b) => b.weight - a.weight).map((item) => item.term);
  const byWord = new Map<string, QueryTerm>();
  for (const term of ordered) if (!byWord.has(term.word)) byWord.set(term.word, term);
  const terms = [...byWord.values()].slice(0, SHARED_WORDS_SHOWN);
  const bridged = terms.some((term) => term.via);
  return {
    key: terms.map((term) => term.key).join(' '),
    weight: ordered[0]?.weight ?? 0,
    word: terms.map((term) => term.word).join(', '),
    ...(bridged ? { via: terms.map((term) => term.via ?? term.word).join(', ') } : {}),
  };
}

/**
 * The journal's article titles that hold the most query weight, each with the abstract's words it shares, among the
 * titles that share enough (sharesEnough), each title once: by the title terms the build kept (works-titles.ts), so
 * only the titles shown are decoded.
 */
function bestTitles(
  titles: WorksTitles,
  doc: number,
  weights: ReadonlyMap<number, { term: QueryTerm; weight: number }>,
  shown: number,
): { value: string; term: QueryTerm; strength: number }[] {
  const found: { article: number; shared: { term: QueryTerm; weight: number }[]; strength: number }[] = [];
  const { first, count, termOffsets, termIds } = titles;
  for (let article = first[doc]; article < first[doc] + count[doc]; article += 1) {
    let strength = 0;
    const shared: { term: QueryTerm; weight: number }[] = [];
    for (let position = termOffsets[article]; position < termOffsets[article + 1]; position += 1) {
      const matched = weights.get(termIds[position]);
      if (!matched) continue;
      strength += matched.weight;
      shared.push(matched);
    }
    if (sharesEnough(shared.map((item) => item.term))) found.push({ article, shared, strength });
  }
  const chosen: { value: string; term: QueryTerm; strength: number }[] = [];
  for (const { article, shared, strength } of found.sort((a, b) => b.strength - a.strength)) {
    if (chosen.length === shown) break;
    const value = titleOf(titles, article);
    if (chosen.some((item) => item.value.toLowerCase() === value.toLowerCase())) continue;
    chosen.push({ value, term: sharedTerm(shared), strength });
  }
  return chosen;
}

/** The reasons from works for one query; the journals' titles are read only for the journals explained. */
export function worksExplainer(index: WorksIndex, text: WorksText, terms: readonly QueryTerm[]) {
  const articleWeights = new Map<number, { term: QueryTerm; weight: number }>();
  const topicWeights = new Map<string, { term: QueryTerm; weight: number }>();
  for (const term of terms) {
    const id = index.terms.get(term.key);
    if (id === undefined) continue;
    articleWeights.set(id, { term, weight: term.weight * index.articleIdf[id] });
    topicWeights.set(term.key, { term, weight: worksSettings.topicWeight * term.weight * index.topicIdf[id] });
  }
  return (doc: number): WorksReason[] => {
    if (index.hasWorks[doc] === 0 || articleWeights.size === 0) return [];
    const titles = bestTitles(index.titles, doc, articleWeights, TITLES_SHOWN);
    const names = Array.from(
      index.topicIds.subarray(index.topicOffsets[doc], index.topicOffsets[doc + 1]),
      (id) => index.topicNames[id],
    );
    const topics = bestMatches(text, names, topicWeights, TOPICS_SHOWN);
    return [
      ...titles.map(({ value, term, strength }) => ({ term, field: 'article' as const, matched: value, strength })),
      ...topics.map(({ value, term, strength }) => ({ term, field: 'articleTopic' as const, matched: value, strength })),
    ];
  };
}
