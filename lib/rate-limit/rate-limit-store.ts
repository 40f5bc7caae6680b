// Fixed-window counters behind every rate limit: one interface, shared by every instance through Redis (redis-store.ts)
// or PostgreSQL (postgres-store.ts), or kept in this process for tests (memory-store.ts). `now` is passed in, so tests
// drive windows without sleeping.

export interface WindowCounter {
  /** Hits counted in the open window, this one included. */
  count: number;
  /** When the window closes (ms since the epoch); the count starts again from zero after it. */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one hit for the key, opening a window of `windowMs` when none is open at `now`. */
  hit(key: string, now: number, windowMs: number): Promise<WindowCounter>;
  /** The count of the key's open window, without counting a hit (0 when none is open). */
  peek(key: string, now: number): Promise<number>;
  /** Takes one hit back, in the open window only and never below zero. */
  undo(key: string, now: number): Promise<void>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
}
