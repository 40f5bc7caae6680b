// A bounded in-memory cache of rendered HTML for pages that are the same for every visitor (sessions live in the
// browser) and change only with an import (lru-cache): a page expires after its time to live, the least recently used
// go first once the byte budget is spent, and a page larger than a quarter of the budget is never kept. Bodies are kept
// as bytes (a Buffer, outside the JS heap), so the budget is the memory they hold: a string of the same page would take
// two bytes a character wherever it holds one character outside Latin-1 (≈, ’), twice its UTF-8 size.
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The CSP nonce the body was rendered with; replaced by a fresh one on every hit. */
  nonce: string;
}

export type PageCache = LRUCache<string, CachedPage>;

/** `now` is the clock in milliseconds: the monotonic performance.now() unless a test sets its own. */
export function createPageCache(budgetBytes: number, ttlMs: number, now?: () => number): PageCache {
  return new LRUCache<string, CachedPage>({
    maxSize: budgetBytes,
    maxEntrySize: Math.floor(budgetBytes / 4),
    // The body's bytes; an empty body still takes one, as lru-cache counts only positive sizes.
    sizeCalculation: (page) => Math.max(1, page.body.length),
    ttl: ttlMs,
    // The clock is read on every lookup; lru-cache's default would instead arm a timer each millisecond it is used.
    ttlResolution: 0,
    perf: now && { now },
  });
}

/** The cached body with a fresh nonce: the old one is a random 48-character token, so it appears nowhere else. */
export function withFreshNonce(page: CachedPage, nonce: string): Buffer {
  const old = Buffer.from(page.nonce);
  const fresh = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = page.body.indexOf(old); at !== -1; at = page.body.indexOf(old, start)) {
    pieces.push(page.body.subarray(start, at), fresh);
    start = at + old.length;
  }
  pieces.push(page.body.subarray(start));
  return Buffer.concat(pieces);
}
