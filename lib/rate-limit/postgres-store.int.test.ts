// The PostgreSQL store against the test database: windows decided by the caller's clock, exact counts under parallel
// hits, closed windows swept, counts that outlive the process's client (a restart), failing open when the database
// cannot be reached.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { db } from '@/lib/core/db';
import { captureOutput } from '@/test-support/capture-output';
import { uniqueTag } from '@/test-support/account-test-data';
import { PostgresRateLimitStore } from './postgres-store';

const prefix = `test:${uniqueTag()}:`;
const store = new PostgresRateLimitStore(db, prefix);

async function rowsUnderPrefix(): Promise<{ key: string; count: number }[]> {
  return db.$queryRaw`SELECT key, count FROM rate_limit_windows WHERE key LIKE ${`${prefix}%`} ORDER BY key`;
}

afterAll(async () => {
  await db.$executeRaw`DELETE FROM rate_limit_windows WHERE key LIKE ${`${prefix}%`}`;
});

describe('PostgresRateLimitStore', () => {
  it('counts in a window set by the caller\'s clock, under the prefix, and starts again once it has closed', async () => {
    const now = Date.now();
    expect(await store.hit('login:user:ani', now, 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
    expect(await store.hit('login:user:ani', now + 59_999, 60_000)).toEqual({ count: 2, resetAt: now + 60_000 });
    expect(await rowsUnderPrefix()).toEqual([{ key: `${prefix}login:user:ani`, count: 2 }]);
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
    expect((await rowsUnderPrefix()).map((row) => row.key)).not.toContain(`${prefix}k`); // at zero the row is gone
    await store.undo('k', now + 3); // never below zero
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

  it('counts parallel hits exactly (one atomic upsert each)', async () => {
    const now = Date.now();
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit('burst', now, 10_000)));
    expect(counts.map((counter) => counter.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('sweeps closed windows and keeps open ones', async () => {
    const now = Date.now();
    await store.hit('closing', now, 1_000);
    await store.hit('open', now, 60_000);
    expect(await store.sweep(now + 1_000)).toBeGreaterThanOrEqual(1);
    const keys = (await rowsUnderPrefix()).map((row) => row.key);
    expect(keys).not.toContain(`${prefix}closing`);
    expect(keys).toContain(`${prefix}open`);
  });

  it('keeps counting across a restart: a new client and store over the same database see the open window', async () => {
    const now = Date.now();
    for (let hit = 0; hit < 11; hit += 1) await store.hit('recommend:user:restarted', now, 600_000);
    const restarted = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }) });
    try {
      const after = new PostgresRateLimitStore(restarted, prefix);
      expect(await after.hit('recommend:user:restarted', now + 1_000, 600_000)).toEqual({ count: 12, resetAt: now + 600_000 });
    } finally {
      await restarted.$disconnect();
    }
  });

  it('fails open, logging the outage once, when the database cannot be reached', async () => {
    const unreachable = new PrismaClient({
      adapter: new PrismaPg({ connectionString: 'postgresql://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2_000 }),
    });
    const output = captureOutput();
    try {
      const broken = new PostgresRateLimitStore(unreachable);
      expect(await broken.hit('k', 5_000, 1_000)).toEqual({ count: 0, resetAt: 5_000 });
      await expect(broken.undo('k', 5_000)).resolves.toBeUndefined();
      expect(await broken.peek('k', 5_000)).toBe(0);
      await expect(broken.clear('k')).resolves.toBeUndefined();
      const lines = output.text().split('\n').filter((line) => line.includes('rate limit unavailable (postgresql)'));
      expect(lines).toHaveLength(1);
    } finally {
      output.restore();
      await unreachable.$disconnect();
    }
  });
});
