// The Redis store against a real Redis (REDIS_URL, default redis://127.0.0.1:6379): windows decided by the caller's
// clock, keys under the prefix and expiring, atomic counts. Skipped, saying so, without one (failing open is
// covered by redis-store.test.ts).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { env } from '../env';
import { RedisRateLimitStore } from './redis-store';

const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Decided before any test is declared (no top-level await in CommonJS Jest): a child process pings Redis. */
function whyRedisIsUnusable(url: string): string | undefined {
  const script = `
    const { Redis } = require(${JSON.stringify(require.resolve('ioredis'))});
    const redis = new Redis(process.argv[1], { lazyConnect: true, retryStrategy: () => null, connectTimeout: 2000 });
    redis.on('error', () => {});
    redis.connect().then(() => redis.ping()).then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1); });`;
  const probe = spawnSync(process.execPath, ['-e', script, url], { encoding: 'utf8', timeout: 5_000 });
  return probe.status === 0 ? undefined : probe.stderr.trim() || 'no answer to PING';
}

const unusable = whyRedisIsUnusable(redisUrl);
if (unusable) console.warn(`skipped: no Redis at ${redisUrl} (${unusable}); start one or set REDIS_URL to run`);
const describeWithRedis = unusable ? describe.skip : describe;

describeWithRedis('RedisRateLimitStore', () => {
  const prefix = `jf-test:${randomUUID()}:`;
  let redis: Redis;
  let store: RedisRateLimitStore;
  let connections = 0;

  beforeAll(() => {
    redis = new Redis(redisUrl);
    store = new RedisRateLimitStore(() => {
      connections += 1;
      return redis;
    }, prefix);
  });

  afterAll(async () => {
    const leftovers = await redis.keys(`${prefix}*`);
    if (leftovers.length > 0) await redis.del(...leftovers);
    await redis.quit();
  });

  it('connects on first use only', async () => {
    expect(connections).toBe(0);
    await store.hit('lazy', Date.now(), 1_000);
    await store.hit('lazy', Date.now(), 1_000);
    expect(connections).toBe(1);
  });

  it('counts in a window set by the caller\'s clock, under the prefix, expiring with the window', async () => {
    const now = Date.now();
    expect(await store.hit('login:user:ani', now, 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
    expect(await store.hit('login:user:ani', now + 59_999, 60_000)).toEqual({ count: 2, resetAt: now + 60_000 });
    const ttl = await redis.pttl(`${prefix}ratelimit:login:user:ani`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // The caller's clock has passed the window: a new one starts.
    expect(await store.hit('login:user:ani', now + 60_000, 60_000)).toEqual({ count: 1, resetAt: now + 120_000 });
  });

  it('takes a hit back in the open window only, and clears a key', async () => {
    const now = Date.now();
    await store.hit('k', now, 10_000);
    await store.hit('k', now, 10_000);
    await store.undo('k', now + 1);
    expect(await store.hit('k', now + 2, 10_000)).toMatchObject({ count: 2 });
    await store.undo('k', now + 3);
    await store.undo('k', now + 3);
    expect(await redis.exists(`${prefix}ratelimit:k`)).toBe(0); // at zero the key is gone
    await store.hit('k', now, 10_000);
    await store.undo('k', now + 10_000); // closed window: nothing taken back
    expect(await store.hit('k', now + 10, 10_000)).toMatchObject({ count: 2 });
    await store.clear('k');
    expect(await store.hit('k', now + 20, 10_000)).toMatchObject({ count: 1 });
  });

  it('counts parallel hits exactly (the script is atomic)', async () => {
    const now = Date.now();
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit('burst', now, 10_000)));
    expect(counts.map((counter) => counter.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});
