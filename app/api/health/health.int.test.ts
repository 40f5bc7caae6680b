// /api/health on the real test database, on a database that is down, and on a busy server: the health check says
// "down" only when the database did not answer, never because the server itself was too busy to read the answer.
import { disconnectDb } from '@/lib/core/db';
import { databaseUrl, decideRuntimeConfig } from '@/lib/core/runtime-config';
import { reportDatabaseUp } from '@/lib/database/database-outage';
import { isDatabaseReachable } from '@/lib/http/check-database';

/** Closes the shared Prisma client and points the next one at `url`. */
async function useDatabase(url: string | undefined): Promise<void> {
  await disconnectDb();
  decideRuntimeConfig({ databaseUrl: url });
}

/** Keeps the event loop busy for `ms`, as a render or an index build does on a loaded server. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const { GET } = await import('./route');
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 in the one error shape when the database is down', async () => {
    const realUrl = databaseUrl();
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    await useDatabase('postgresql://nobody:nothing@127.0.0.1:9/none');
    try {
      const { GET } = await import('./route');
      const response = await GET(new Request('http://localhost/api/health'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        message: 'databaseUnavailable',
        code: 'unavailable',
        details: { status: 'error', db: 'down' },
      });
    } finally {
      await useDatabase(realUrl);
      // Ends the outage the refusal began (its probe would otherwise outlive this file's environment).
      reportDatabaseUp();
    }
  });
});

describe('isDatabaseReachable', () => {
  it('is true on a healthy database even when the event loop was busy for longer than its bound', async () => {
    await isDatabaseReachable(); // the pool holds a connection, as on a running server
    const check = isDatabaseReachable(200);
    blockEventLoop(600);
    expect(await check).toBe(true);
  });

  it('is false when the database accepts the connection and never answers', async () => {
    const net = await import('node:net');
    const sockets = new Set<import('node:net').Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const realUrl = databaseUrl();
    const { port } = silent.address() as import('node:net').AddressInfo;
    await useDatabase(`postgresql://nobody:nothing@127.0.0.1:${port}/none`);
    try {
      expect(await isDatabaseReachable(300)).toBe(false);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await useDatabase(realUrl);
    }
  });
});
