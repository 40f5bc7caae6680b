// The one Prisma client of the process (PostgreSQL through @prisma/adapter-pg), shared by Next's bundles, dev reloads
// and server.ts's own modules (the invoice sweeper) through processSingleton, and made on first use: server.ts imports
// modules that import this one before it has started the database and knows its URL (lib/core/runtime-config.ts).
// While the database is known down, every query fails at once with the 503 (lib/core/database-availability.ts): a
// frozen server would otherwise hold each request until the statement timeout.
import { PrismaPg } from '@prisma/adapter-pg';
import { databaseDownError, isDatabaseKnownDown } from './database-availability';
import { env } from './env';
import { dropSingleton, existingSingleton, processSingleton } from './process-singleton';
import { databaseUrl } from './runtime-config';
import { PrismaClient } from '../generated/prisma/client';

const clientName = 'database-client';

function makeClient(): PrismaClient {
  const url = databaseUrl();
  if (!url) throw new Error('The database URL is not known yet (server.ts starts the database first)');
  const client = new PrismaClient({
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
  const gated = client.$extends({
    query: {
      async $allOperations({ args, query }) {
        if (isDatabaseKnownDown()) throw databaseDownError();
        return query(args);
      },
    },
  });
  return gated as unknown as PrismaClient;
}

function client(): PrismaClient {
  return processSingleton(clientName, makeClient);
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const instance = client();
    const value: unknown = Reflect.get(instance, property);
    return typeof value === 'function' ? value.bind(instance) : value;
  },
});

/** Closes the client's pool, if one was made, and forgets it: the next query makes a new one for the current URL. */
export async function disconnectDb(): Promise<void> {
  const existing = existingSingleton<PrismaClient>(clientName);
  if (!existing) return;
  dropSingleton(clientName);
  await existing.$disconnect().catch(() => undefined);
}
