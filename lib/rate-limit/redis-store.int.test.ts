// The Redis store against a real Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379): windows decided by the caller's
// clock, keys under the prefix and expiring, atomic counts. Without one: failed where Redis is required (CI), else
// skipped saying so (test-support/redis-for-tests.ts); failing open is covered by redis-store.test.ts.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describeWithRedis, testRedisUrl } from '../../test-support/redis-for-tests';
import { RedisRateLimitStore } from './redis-store';

const redisUrl = testRedisUrl;

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

  it('peeks at the open window without counting, by the caller\'s clock', async () => {
    const now = Date.now();
    expect(await store.peek('peeked', now)).toBe(0);
    await store.hit('peeked', now, 10_000);
    await store.hit('peeked', now, 10_000);
    expect(await store.peek('peeked', now + 9_999)).toBe(2);
    expect(await store.peek('peeked', now + 9_999)).toBe(2);
    expect(await store.peek('peeked', now + 10_000)).toBe(0);
  });

  it('counts parallel hits exactly (the script is atomic)', async () => {
    const now = Date.now();
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit('burst', now, 10_000)));
    expect(counts.map((counter) => counter.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});
