import type { Redis } from 'ioredis';
import { RedisRateLimitStore } from './redis-store';

describe('RedisRateLimitStore when Redis fails', () => {
  it('fails open, logging the outage once, instead of refusing logins', async () => {
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const refused = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    const broken = { eval: refused, del: refused, hmget: refused } as unknown as Redis;
    try {
      const store = new RedisRateLimitStore(() => broken, 'jf-test:');
      expect(await store.hit('k', 5_000, 1_000)).toEqual({ count: 0, resetAt: 5_000 });
      await expect(store.undo('k', 5_000)).resolves.toBeUndefined();
      expect(await store.peek('k', 5_000)).toBe(0);
      await expect(store.clear('k')).resolves.toBeUndefined();
      const lines = stderr.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('rate limit unavailable'));
      expect(lines).toHaveLength(1);
    } finally {
      stderr.mockRestore();
    }
  });
});
