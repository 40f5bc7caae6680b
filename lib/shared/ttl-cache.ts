// A small in-process cache for catalogue answers, which only change when the catalogue is imported: entries expire
// after a TTL, the least recently used go first beyond maxEntries, a load in flight is shared, a failure is not kept.

interface Options<V> {
  ttlMs: number;
  maxEntries: number;
  /** Answers that should be asked again next time, e.g. an empty catalogue while the first import still runs. */
  isCacheable?: (value: V) => boolean;
}

export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
}

export function createTtlCache<V>({ ttlMs, maxEntries, isCacheable = () => true }: Options<V>): TtlCache<V> {
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  const forget = (key: string, entry: unknown) => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expiresAt > now) {
        entries.set(key, hit); // re-inserted: a Map iterates in insertion order, so this marks it recently used
        return hit.value;
      }
      const entry = { value: load(), expiresAt: now + ttlMs };
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      entry.value.then(
        (value) => isCacheable(value) || forget(key, entry),
        () => forget(key, entry),
      );
      return entry.value;
    },
  };
}
