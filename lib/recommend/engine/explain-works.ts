// Why a journal's works matched: the titles of its published articles that share the most with the abstract (never
// an abstract: only titles are kept), each with the abstract's strongest word in it, and its OpenAlex topics that name
// the abstract's words.
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

const TITLES_SHOWN = 2;
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
 * The journal's article titles that hold the most query weight, each with its strongest word: by the title terms the
 * build kept (works-titles.ts), so only the titles shown are decoded.
 */
function bestTitles(
  titles: WorksTitles,
  doc: number,
  weights: ReadonlyMap<number, { term: QueryTerm; weight: number }>,
  shown: number,
): { value: string; term: QueryTerm; strength: number }[] {
  const found: { article: number; term: QueryTerm; strength: number }[] = [];
  const { first, count, termOffsets, termIds } = titles;
  for (let article = first[doc]; article < first[doc] + count[doc]; article += 1) {
    let strength = 0;
    let strongest: { term: QueryTerm; weight: number } | undefined;
    for (let position = termOffsets[article]; position < termOffsets[article + 1]; position += 1) {
      const matched = weights.get(termIds[position]);
      if (!matched) continue;
      strength += matched.weight;
      if (!strongest || matched.weight > strongest.weight) strongest = matched;
    }
    if (strongest) found.push({ article, term: strongest.term, strength });
  }
  return found
    .sort((a, b) => b.strength - a.strength)
    .slice(0, shown)
    .map(({ article, term, strength }) => ({ value: titleOf(titles, article), term, strength }));
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
