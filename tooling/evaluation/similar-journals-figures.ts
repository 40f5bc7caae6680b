// The figures of the similar-journals lists (scripts/eval-similar.ts): for each sampled journal, the share of its
// listed journals that share at least one category with it (SJR categories; for SINTA journals the ones the index
// infers from their titles), averaged over journals, and how long the lists are. Pure, over the index's arrays.
import type { RecommendIndex } from '../../lib/recommend/engine/build-index';

export function categoriesOf(index: RecommendIndex, doc: number): Set<number> {
  const { offsets, ids } = index.documentTopics;
  return new Set(ids.subarray(offsets[doc], offsets[doc + 1]));
}

/** The share of `listed` sharing a category with `doc`; null when nothing is listed. */
export function sharedCategoryShare(index: RecommendIndex, doc: number, listed: readonly number[]): number | null {
  if (listed.length === 0) return null;
  const own = categoriesOf(index, doc);
  const sharing = listed.filter((other) => [...categoriesOf(index, other)].some((category) => own.has(category)));
  return sharing.length / listed.length;
}

export interface ListFigures {
  journals: number;
  /** Mean over journals with a list of the share of listed journals sharing a category. */
  sharedCategory: number;
  /** Journals whose list has six or more. */
  atLeastSix: number;
  meanLength: number;
}

export function summariseLists(lists: { share: number | null; length: number }[]): ListFigures {
  const shares = lists.flatMap((list) => (list.share === null ? [] : [list.share]));
  return {
    journals: lists.length,
    sharedCategory: shares.reduce((sum, share) => sum + share, 0) / Math.max(1, shares.length),
    atLeastSix: lists.filter((list) => list.length >= 6).length,
    meanLength: lists.reduce((sum, list) => sum + list.length, 0) / Math.max(1, lists.length),
  };
}

/** A seeded generator (mulberry32), so the sample is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items of `items`, drawn with `random`. */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let place = 0; place < Math.min(count, pool.length); place += 1) {
    const pick = place + Math.floor(random() * (pool.length - place));
    [pool[place], pool[pick]] = [pool[pick], pool[place]];
  }
  return pool.slice(0, count);
}
