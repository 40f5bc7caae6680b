// Each journal's works evidence for a query: BM25-like sums over its article words and its topics' words (works-index),
// divided by the best journal's, or by a floor when even the best hardly matches (see worksSettings.floorShare).
import type { QueryTerm } from './analyse-abstract';
import type { FlatPostings } from './flat-postings-map';
import { inverseDocumentFrequency, K1 } from './postings';
import { worksSettings } from './weights';
import type { WorksIndex } from './works-index';

function addList(list: FlatPostings, term: number, factor: number, evidence: Float64Array): void {
  const { offsets, docs, weights } = list;
  for (let position = offsets[term]; position < offsets[term + 1]; position += 1) {
    evidence[docs[position]] += factor * weights[position];
  }
}

/**
 * The evidence of a journal whose works use every word of the abstract: each word counted once, by its own term when
 * some journal's works hold it, else by its best translation they hold (an Indonesian abstract reaches English works
 * only through the bridge, as the match does), else as an unseen word. Pairs are left out, as a title's words would be.
 */
export function idealEvidence(index: WorksIndex, terms: readonly QueryTerm[]): number {
  const unseen = inverseDocumentFrequency(0, Math.max(1, index.journals));
  const byWord = new Map<string, { own: number; translated: number; unseen: number }>();
  for (const term of terms) {
    if (term.key.includes('+')) continue;
    const word = byWord.get(term.word) ?? { own: 0, translated: 0, unseen: 0 };
    byWord.set(term.word, word);
    const id = index.terms.get(term.key);
    const held = id === undefined ? 0 : term.weight * Math.max(index.articleIdf[id], index.topicIdf[id]);
    if (term.via) word.translated = Math.max(word.translated, held);
    else if (id !== undefined) word.own = Math.max(word.own, held);
    else word.unseen = Math.max(word.unseen, term.weight * unseen);
  }
  let ideal = 0;
  for (const { own, translated, unseen: notHeld } of byWord.values()) ideal += own || translated || notHeld;
  return ideal * (K1 + 1);
}

/**
 * Fills `evidence` with each journal's works evidence, 0..1 (0 for journals without works, whose relevance stays
 * their metadata's). `skip(doc)`: journals left out of this query (their evidence does not set the scale). Returns the
 * best journal's evidence, 0..1: below 1 when even the best hardly matches.
 */
export function scoreWorks(
  index: WorksIndex,
  terms: readonly QueryTerm[],
  evidence: Float64Array,
  skip: (doc: number) => boolean,
): number {
  evidence.fill(0);
  if (index.terms.size === 0) return 0;
  for (const term of terms) {
    const id = index.terms.get(term.key);
    if (id === undefined) continue;
    const articleFactor = term.weight * index.articleIdf[id];
    const topicFactor = worksSettings.topicWeight * term.weight * index.topicIdf[id];
    if (index.articles.offsets[id + 1] > index.articles.offsets[id]) {
      addList(index.articles, id, articleFactor, evidence);
    }
    if (index.topics.offsets[id + 1] > index.topics.offsets[id]) addList(index.topics, id, topicFactor, evidence);
  }
  let best = 0;
  for (let doc = 0; doc < evidence.length; doc += 1) if (evidence[doc] > best && !skip(doc)) best = evidence[doc];
  const scale = Math.max(best, worksSettings.floorShare * idealEvidence(index, terms));
  if (scale === 0) return 0;
  for (let doc = 0; doc < evidence.length; doc += 1) evidence[doc] = Math.min(1, evidence[doc] / scale);
  return best / scale;
}
