// Rate-limit counters in this process's memory: the tests' store (the product counts in Redis or PostgreSQL, which
// outlive a restart), and bounded counters for log throttling. Expired windows are swept; past the cap the oldest go.
import type { RateLimitStore, WindowCounter } from './rate-limit-store';

// A spray of made-up usernames must not grow memory without bound; an evicted counter is still caught by the
// per-address one.
const DEFAULT_MAX_KEYS = 100_000;

export class MemoryRateLimitStore implements RateLimitStore {
  // A Map iterates in insertion order, so the first keys are the oldest windows.
  private readonly windows = new Map<string, WindowCounter>();

  constructor(private readonly maxKeys = DEFAULT_MAX_KEYS) {}

  async hit(key: string, now: number, windowMs: number): Promise<WindowCounter> {
    const open = this.openWindow(key, now);
    if (open) {
      open.count += 1;
      return { ...open };
    }
    this.makeRoom(now);
    const counter = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, counter);
    return { ...counter };
  }

  async peek(key: string, now: number): Promise<number> {
    return this.openWindow(key, now)?.count ?? 0;
  }

  async undo(key: string, now: number): Promise<void> {
    const open = this.openWindow(key, now);
    if (!open) return;
    open.count -= 1;
    if (open.count <= 0) this.windows.delete(key);
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private openWindow(key: string, now: number): WindowCounter | undefined {
    const counter = this.windows.get(key);
    if (counter && counter.resetAt > now) return counter;
    if (counter) this.windows.delete(key);
    return undefined;
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, counter] of this.windows) if (counter.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
