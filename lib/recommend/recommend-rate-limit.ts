// Per-user limit on recommendations (RECOMMEND_RATE_LIMIT per RECOMMEND_RATE_WINDOW_SECONDS), on the same counter
// stores as the login limits: Redis when REDIS_URL is set (shared by instances, failing open), memory otherwise.
import 'server-only';
import { Redis } from 'ioredis';
import { env } from '../core/env';
import { ApiError } from '../core/api-error';
import { describeError, log } from '../core/log';
import { MemoryRateLimitStore } from '../rate-limit/memory-store';
import type { RateLimitStore } from '../rate-limit/rate-limit-store';
import { RedisRateLimitStore } from '../rate-limit/redis-store';

const shared = globalThis as { __jurnalFinderRecommendLimitStore?: RateLimitStore };

function createStore(): RateLimitStore {
  const url = env.REDIS_URL;
  if (!url) return new MemoryRateLimitStore();
  const connect = () => {
    const client = new Redis(url, {
      connectionName: 'jurnal-finder-recommend-limit',
      // A recommendation must not hang on an unreachable Redis: give up quickly and fail open (redis-store.ts).
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
      retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
    });
    client.on('error', (error: unknown) => log.debug('recommend rate-limit redis error', describeError(error)));
    return client;
  };
  return new RedisRateLimitStore(connect, env.REDIS_KEY_PREFIX);
}

/** Counts one recommendation for the user; past the limit, 429 `tooManyAttempts` with Retry-After. */
export async function checkRecommendRateLimit(userId: string, now = Date.now()): Promise<void> {
  const store = (shared.__jurnalFinderRecommendLimitStore ??= createStore());
  const windowMs = env.RECOMMEND_RATE_WINDOW_SECONDS * 1000;
  const counter = await store.hit(`recommend:user:${userId}`, now, windowMs);
  if (counter.count <= env.RECOMMEND_RATE_LIMIT) return;
  const seconds = Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
  throw new ApiError('rate_limited', 'tooManyAttempts', { headers: { 'retry-after': String(seconds) } });
}
