import { MemoryRateLimitStore } from './memory-store';

describe('MemoryRateLimitStore', () => {
  it('counts hits in a window and starts again once it has closed', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit('k', 1_000, 500)).toEqual({ count: 1, resetAt: 1_500 });
    expect(await store.hit('k', 1_499, 500)).toEqual({ count: 2, resetAt: 1_500 });
    expect(await store.hit('k', 1_500, 500)).toEqual({ count: 1, resetAt: 2_000 });
  });

  it('keeps keys apart, and clears one key', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('a', 0, 100);
    await store.hit('a', 0, 100);
    expect(await store.hit('b', 0, 100)).toMatchObject({ count: 1 });
    await store.clear('a');
    expect(await store.hit('a', 0, 100)).toMatchObject({ count: 1 });
  });

  it('peeks at the open window without counting', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.peek('k', 0)).toBe(0);
    await store.hit('k', 0, 100);
    await store.hit('k', 0, 100);
    expect(await store.peek('k', 99)).toBe(2);
    expect(await store.peek('k', 99)).toBe(2);
    expect(await store.peek('k', 100)).toBe(0); // the window has closed
  });

  it('takes a hit back in the open window only, never below zero', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('k', 0, 100);
    await store.hit('k', 0, 100);
    await store.undo('k', 10);
    expect(await store.hit('k', 10, 100)).toMatchObject({ count: 2 });
    await store.undo('k', 20);
    await store.undo('k', 20);
    await store.undo('k', 20);
    expect(await store.hit('k', 20, 100)).toEqual({ count: 1, resetAt: 120 });
    await store.undo('k', 500); // the window has closed: nothing to take back
    expect(await store.hit('k', 500, 100)).toEqual({ count: 1, resetAt: 600 });
  });

  it('stays within its cap: expired windows go first, then the oldest', async () => {
    const store = new MemoryRateLimitStore(3);
    await store.hit('old', 0, 10);
    await store.hit('a', 0, 1_000);
    await store.hit('b', 0, 1_000);
    await store.hit('c', 20, 1_000); // 'old' has expired and makes room
    expect(store.size).toBe(3);
    await store.hit('d', 30, 1_000); // nothing expired: 'a', the oldest, goes
    expect(store.size).toBe(3);
    expect(await store.hit('b', 40, 1_000)).toMatchObject({ count: 2 });
    expect(await store.hit('a', 40, 1_000)).toMatchObject({ count: 1 });
  });
});
