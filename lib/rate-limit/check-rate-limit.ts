// The one rate-limit check: counts a hit on `key` in a fixed window of `windowMs` and, past `limit` hits, refuses with
// 429 in the one error shape with Retry-After (rate-limited-error.ts). Every policy (rate-limit-policies.ts) is a
// call of this; only the login limiter, which needs peek and undo, uses the store directly.
import 'server-only';
import { rateLimitedError } from './rate-limited-error';
import { getRateLimits } from './rate-limits';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
  /** The 429's message (a translation key). */
  message?: string;
}

export async function checkRateLimit(key: string, rule: RateLimitRule): Promise<void> {
  const { store, now } = getRateLimits();
  const at = now();
  const counter = await store.hit(key, at, rule.windowMs);
  if (counter.count > rule.limit) throw rateLimitedError(counter.resetAt - at, rule.message);
}
