// The process's login limiter: counters in Redis when REDIS_URL is set (shared by every instance, keys under
// REDIS_KEY_PREFIX), in memory otherwise. Kept on globalThis so every Next bundle of the process shares one.
import 'server-only';
import { Redis } from 'ioredis';
import { env } from '../env';
import { describeError, log } from '../log';
import { LoginLimiter } from './login-limiter';
import { MemoryRateLimitStore } from './memory-store';
import { RedisRateLimitStore } from './redis-store';

const holder = globalThis as { __jurnalFinderLoginLimiter?: LoginLimiter };

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

function createLoginLimiter(): LoginLimiter {
  const redisUrl = env.REDIS_URL;
  const store = redisUrl
    ? new RedisRateLimitStore(() => connectRateLimitRedis(redisUrl), env.REDIS_KEY_PREFIX)
    : new MemoryRateLimitStore();
  return new LoginLimiter({ store });
}

export function getLoginLimiter(): LoginLimiter {
  return (holder.__jurnalFinderLoginLimiter ??= createLoginLimiter());
}

/** Tests only: drive logins with their own store and clock. Returns a function that puts the previous one back. */
export function replaceLoginLimiter(limiter: LoginLimiter): () => void {
  const previous = holder.__jurnalFinderLoginLimiter;
  holder.__jurnalFinderLoginLimiter = limiter;
  return () => {
    holder.__jurnalFinderLoginLimiter = previous;
  };
}
