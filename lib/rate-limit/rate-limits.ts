// The process's rate limits: one store (create-rate-limit-store.ts) and the clock that decides their windows, made
// once per process. Tests put counters in memory and a clock of their own here with replaceSingleton.
import 'server-only';
import { processSingleton } from '../core/process-singleton';
import { createRateLimitStore } from './create-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';

export interface RateLimits {
  store: RateLimitStore;
  now: () => number;
}

export const rateLimitsName = 'rate-limits';

export function getRateLimits(): RateLimits {
  return processSingleton<RateLimits>(rateLimitsName, () => ({ store: createRateLimitStore(), now: Date.now }));
}
