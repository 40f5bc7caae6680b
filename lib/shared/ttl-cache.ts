// A small in-process cache for catalogue answers, which only change when the catalogue is imported (lru-cache): entries
// expire after a TTL, the least recently used go first beyond maxEntries. The cache holds a load's promise from the
// moment it starts, so callers that arrive while it runs share that one load; a failure is not kept, nor an answer
// isCacheable refuses: it is dropped once it settles and the next caller loads again.
import { LRUCache } from 'lru-cache';

interface Options<V> {
  ttlMs: number;
  maxEntries: number;
  /** Answers that should be asked again next time, e.g. an empty catalogue while the first import still runs. */
  isCacheable?: (value: V) => boolean;
  /** The clock in milliseconds: the monotonic performance.now() unless a test sets its own. */
  now?: () => number;
}

export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
}

export function createTtlCache<V>({ ttlMs, maxEntries, isCacheable = () => true, now }: Options<V>): TtlCache<V> {
  const entries: LRUCache<string, Promise<V>, () => Promise<V>> = new LRUCache({
    max: maxEntries,
    ttl: ttlMs,
    // The clock is read on every lookup; lru-cache's default would instead arm a timer each millisecond it is used.
    ttlResolution: 0,
    perf: now && { now },
    memoMethod(key, _stale, { context: load }) {
      const value = load();
      const forget = () => {
        if (entries.peek(key, { allowStale: true }) === value) entries.delete(key);
      };
      value.then((answer) => isCacheable(answer) || forget(), forget);
      return value;
    },
  });
  return { get: (key, load) => entries.memo(key, { context: load }) };
}
