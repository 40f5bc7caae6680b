// The one Prisma client of the process (PostgreSQL through @prisma/adapter-pg). It lives on globalThis so that
// Next's bundles, dev reloads and server.ts's shutdown all see the same pool.
import { PrismaPg } from '@prisma/adapter-pg';
import { currentDatabaseUrl, env } from './env';
import { PrismaClient } from './generated/prisma/client';

const holder = globalThis as unknown as { __jurnalFinderDb?: PrismaClient };

function createClient(): PrismaClient {
  // No connection is opened until the first query; server.ts publishes the URL before anything queries.
  const adapter = new PrismaPg({ connectionString: currentDatabaseUrl() ?? '', max: env.DB_POOL_SIZE });
  return new PrismaClient({ adapter });
}

export const db: PrismaClient = (holder.__jurnalFinderDb ??= createClient());
