// The process's rate-limit counters, shared by the login and registration limiters: in Redis when REDIS_URL is set
// (shared by every instance, keys under REDIS_KEY_PREFIX), in memory otherwise. On globalThis, so every Next bundle of
// the process shares one.
import 'server-only';
import { Redis } from 'ioredis';
import { env } from '../core/env';
import { describeError, log } from '../core/log';
import { MemoryRateLimitStore } from './memory-store';
import type { RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-store';

const holder = globalThis as { __jurnalFinderRateLimitStore?: RateLimitStore };

function connectRateLimitRedis(url: string): Redis {
  const client = new Redis(url, {
    connectionName: 'jurnal-finder-rate-limit',
    // A login must not hang on an unreachable Redis: give up quickly and fail open (redis-store.ts).
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  // Without a listener ioredis reports every reconnection failure as an unhandled error; redis-store.ts logs outages.
  client.on('error', (error: unknown) => log.debug('rate-limit redis connection error', describeError(error)));
  return client;
}

export function getRateLimitStore(): RateLimitStore {
  const redisUrl = env.REDIS_URL;
  return (holder.__jurnalFinderRateLimitStore ??= redisUrl
    ? new RedisRateLimitStore(() => connectRateLimitRedis(redisUrl), env.REDIS_KEY_PREFIX)
    : new MemoryRateLimitStore());
}
