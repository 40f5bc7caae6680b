// The store every rate limit of the product counts in: Redis when REDIS_URL is set (shared by every instance, keys
// under REDIS_KEY_PREFIX), PostgreSQL otherwise (table rate_limit_windows), so a restart never hands out fresh limits.
// Counters in memory exist for tests only (test-support/memory-rate-limits.ts).
import 'server-only';
import { Redis } from 'ioredis';
import { db } from '../core/db';
import { env } from '../core/env';
import { describeError, log } from '../core/log';
import { PostgresRateLimitStore } from './postgres-store';
import type { RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-store';

function connectRateLimitRedis(url: string): Redis {
  const client = new Redis(url, {
    connectionName: 'jurnal-finder-rate-limit',
    // A request must not hang on an unreachable Redis: give up quickly and fail open (store-outage-log.ts).
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  // Without a listener ioredis reports every reconnection failure as an unhandled error; the store logs outages.
  client.on('error', (error: unknown) => log.debug('rate-limit redis connection error', describeError(error)));
  return client;
}

export function createRateLimitStore(): RateLimitStore {
  const redisUrl = env.REDIS_URL;
  if (redisUrl) return new RedisRateLimitStore(() => connectRateLimitRedis(redisUrl), env.REDIS_KEY_PREFIX);
  return new PostgresRateLimitStore(db);
}
