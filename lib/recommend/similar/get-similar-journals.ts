// The similar journals a journal page shows, from the recommendation index (engine/similar-journals.ts), remembered
// per journal: a bounded LRU of answers for each index, so a popular page costs one scoring, and a rebuilt index
// (a changed catalogue) starts a fresh cache while the old one goes with the old index.
// Waits for the index: the server's first build takes seconds (tens on a loaded machine), during which the pages'
// own content is already sent and this section follows (streamed). Not answering without it: the page cache keeps
// a journal page as first rendered for ten minutes.
import 'server-only';
import { setImmediate as nextTurn, setTimeout as afterTimers } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { RecommendIndex } from '../engine/build-index';
import { findSimilarJournals, type SimilarJournalsSource } from '../engine/similar-journals';
import { getRecommendIndex } from '../recommend-index-holder';
import { type SimilarJournalItem, toSimilarJournalItem } from './similar-journal-item';

export { scopusJournalKey, sintaJournalKey, type SimilarJournalsSource } from '../engine/similar-journals';
export type { SimilarJournalItem } from './similar-journal-item';

/** A page lists six to eight: eight when the index has that many matches. */
export const SIMILAR_JOURNALS_LIMIT = 8;
// A few hundred bytes an answer: 5,000 journals' answers stay under a few megabytes.
const CACHED_JOURNALS = 5_000;

let hasSeenIndex = false;
const caches = new WeakMap<RecommendIndex, LRUCache<string, SimilarJournalItem[]>>();

function cacheOf(index: RecommendIndex): LRUCache<string, SimilarJournalItem[]> {
  let cache = caches.get(index);
  if (!cache) {
    cache = new LRUCache({ max: CACHED_JOURNALS });
    caches.set(index, cache);
  }
  return cache;
}

/** `exclude`: journal keys never to list (the journal's twin in the other catalogue, matched by ISSN). */
export async function getSimilarJournals(
  source: SimilarJournalsSource,
  exclude: readonly string[] = [],
): Promise<SimilarJournalItem[]> {
  // Until an index has been seen, after the page's own content has been rendered: the first call starts the index
  // build, whose catalogue read holds the event loop for a while (measured at a cold start: the page's first byte after
  // 11.6 s when the lookup started at once, 6–7 s after two turns). Once one exists, a rebuild keeps serving it.
  if (!hasSeenIndex) {
    await nextTurn();
    await afterTimers(0);
  }
  const index = await getRecommendIndex();
  hasSeenIndex = true;
  const cache = cacheOf(index);
  const cached = cache.get(source.key);
  if (cached) return cached;
  // A journal not asked before costs one scoring of the catalogue (milliseconds of CPU): after a turn of the event
  // loop, so that the page's own content has been sent first.
  await nextTurn();
  const found = findSimilarJournals(index, source, { limit: SIMILAR_JOURNALS_LIMIT, exclude: new Set(exclude) });
  const items = found.map((similar) => toSimilarJournalItem(similar.entry));
  cache.set(source.key, items);
  return items;
}
