// The errors Prisma really throws when the database cannot answer (refused, silent, too slow, terminated) are told
// apart from the errors of a database that answers (a unique violation, a syntax error).
import net from 'node:net';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { isDatabaseUnavailable } from './is-database-unavailable';

const serverUrl = process.env.DATABASE_URL ?? '';
const clients: PrismaClient[] = [];

function prisma(connectionString: string, options: Record<string, number> = {}): PrismaClient {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 1, ...options }) });
  clients.push(client);
  return client;
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the query to fail');
    },
    (error: unknown) => error,
  );
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.$disconnect().catch(() => undefined)));
});

describe('isDatabaseUnavailable on real errors', () => {
  it('is true for a refused connection (nothing listens on the port)', async () => {
    const refused = prisma('postgresql://nobody:nothing@127.0.0.1:9/none');
    expect(isDatabaseUnavailable(await thrownBy(refused.$queryRaw`SELECT 1`))).toBe(true);
    expect(isDatabaseUnavailable(await thrownBy(refused.visit.count()))).toBe(true);
  });

  it('is true for a server that accepts the connection but never answers (connection timeout)', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const frozen = prisma(`postgresql://nobody:nothing@127.0.0.1:${port}/none`, { connectionTimeoutMillis: 200 });
      expect(isDatabaseUnavailable(await thrownBy(frozen.$queryRaw`SELECT 1`))).toBe(true);
      expect(isDatabaseUnavailable(await thrownBy(frozen.$transaction((tx) => tx.visit.count())))).toBe(true);
    } finally {
      silent.close();
    }
  });

  it('is true for a statement cancelled by statement_timeout and for a query past query_timeout', async () => {
    const serverSide = prisma(serverUrl, { statement_timeout: 100 });
    expect(isDatabaseUnavailable(await thrownBy(serverSide.$queryRaw`SELECT pg_sleep(2)`))).toBe(true);
    const clientSide = prisma(serverUrl, { statement_timeout: 10_000, query_timeout: 100 });
    expect(isDatabaseUnavailable(await thrownBy(clientSide.$queryRaw`SELECT pg_sleep(1)`))).toBe(true);
  });

  it('is true for a connection the server terminates (57P01, as at a shutdown)', async () => {
    const victim = prisma(serverUrl);
    const [{ pid }] = await victim.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    const sleeping = thrownBy(victim.$queryRaw`SELECT pg_sleep(10)`);
    const killer = prisma(serverUrl);
    // Wait until the victim's statement is running, then terminate its backend.
    for (;;) {
      const [{ active }] = await killer.$queryRaw<{ active: boolean }[]>`
        SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = ${pid} AND state = 'active') AS active`;
      if (active) break;
    }
    await killer.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
    expect(isDatabaseUnavailable(await sleeping)).toBe(true);
  });

  it('is false for the errors of a database that answers', async () => {
    const working = prisma(serverUrl);
    expect(isDatabaseUnavailable(await thrownBy(working.$queryRawUnsafe('SELEC 1')))).toBe(false);
    expect(isDatabaseUnavailable(await thrownBy(working.$queryRawUnsafe('SELECT 1/0')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else broke'))).toBe(false);
  });
});
