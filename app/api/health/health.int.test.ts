// /api/health on the real test database, and on a database that is down.
import { reportDatabaseUp } from '@/lib/database/database-outage';

/** Closes the shared Prisma client and drops it, so the next import of lib/core/db makes one for the current URL. */
async function forgetDatabaseClient(): Promise<void> {
  const holder = globalThis as { __jurnalFinderDb?: { $disconnect(): Promise<void> } };
  await holder.__jurnalFinderDb?.$disconnect();
  holder.__jurnalFinderDb = undefined;
}
describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const { GET } = await import('./route');
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 in the one error shape when the database is down', async () => {
    const realUrl = process.env.DATABASE_URL;
    await forgetDatabaseClient();
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    process.env.DATABASE_URL = 'postgresql://nobody:nothing@127.0.0.1:9/none';
    try {
      let GET!: typeof import('./route').GET;
      jest.isolateModules(() => {
        ({ GET } = require('./route') as typeof import('./route'));
      });
      const response = await GET(new Request('http://localhost/api/health'));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: 'databaseUnavailable',
        code: 'unavailable',
        details: { status: 'error', db: 'down' },
      });
    } finally {
      await forgetDatabaseClient();
      process.env.DATABASE_URL = realUrl;
      // Ends the outage the refusal began (its probe would otherwise outlive this file's environment).
      reportDatabaseUp();
    }
  });
});
