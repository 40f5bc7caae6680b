import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('answers from memory until the TTL passes, then loads again', async () => {
    let now = 1_000;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    let loads = 0;
    const load = jest.fn(async () => ++loads);
    expect(await cache.get('a', load)).toBe(1);
    now = 1_999;
    expect(await cache.get('a', load)).toBe(1);
    now = 2_001;
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers that arrive while it runs', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = jest.fn(async () => 'value');
    const answers = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(answers).toEqual(['value', 'value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('does not keep an answer that is not cacheable', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, isCacheable: (total) => total > 0 });
    expect(await cache.get('a', async () => 0)).toBe(0);
    expect(await cache.get('a', async () => 5)).toBe(5);
    expect(await cache.get('a', async () => 7)).toBe(5);
  });

  it('drops the least recently used entry beyond maxEntries', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recently used
    await cache.get('c', async () => 'c1'); // b goes
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});
