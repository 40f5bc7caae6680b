// The one Prisma client of the process (PostgreSQL through @prisma/adapter-pg). It lives on globalThis so that
// Next's bundles, dev reloads and server.ts's own modules (the invoice sweeper) all share one pool, and it is made on
// first use: server.ts imports modules that import this one before it has started the database and knows its URL.
import { PrismaPg } from '@prisma/adapter-pg';
import { currentDatabaseUrl, env } from './env';
import { PrismaClient } from '../generated/prisma/client';

const holder = globalThis as unknown as { __jurnalFinderDb?: PrismaClient };

function client(): PrismaClient {
  if (!holder.__jurnalFinderDb) {
    const url = currentDatabaseUrl();
    if (!url) throw new Error('The database URL is not known yet (server.ts starts the database first)');
    holder.__jurnalFinderDb = new PrismaClient({
      adapter: new PrismaPg({
        connectionString: url,
        max: env.DB_POOL_SIZE,
        // A frozen or unreachable database fails a request (503) instead of hanging it: the server cancels a statement
        // past statement_timeout, and the client gives up a little later when the server cannot even do that.
        connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS,
        statement_timeout: env.DB_STATEMENT_TIMEOUT_MS,
        query_timeout: env.DB_STATEMENT_TIMEOUT_MS + 1000,
        keepAlive: true,
      }),
    });
  }
  return holder.__jurnalFinderDb;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const instance = client();
    const value: unknown = Reflect.get(instance, property);
    return typeof value === 'function' ? value.bind(instance) : value;
  },
});
