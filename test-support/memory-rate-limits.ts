// Tests' rate limits: counters in this process's memory and a clock the test moves, in place of the product's store
// (Redis or PostgreSQL) and Date.now, until `restore` puts the process's own back.
import { replaceSingleton } from '@/lib/core/process-singleton';
import { MemoryRateLimitStore } from '@/lib/rate-limit/memory-store';
import { rateLimitsName, type RateLimits } from '@/lib/rate-limit/rate-limits';

export interface MemoryRateLimits {
  store: MemoryRateLimitStore;
  advance: (ms: number) => void;
  restore: () => void;
}

export function useMemoryRateLimits(start = Date.now()): MemoryRateLimits {
  let now = start;
  const store = new MemoryRateLimitStore();
  const restore = replaceSingleton<RateLimits>(rateLimitsName, { store, now: () => now });
  return { store, advance: (ms) => (now += ms), restore };
}
