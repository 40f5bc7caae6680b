// The journals' works for the index build (engine/journal-works-pages.ts says what is read and at what cost), two ways:
// where the build's worker thread reads them itself on its own connection (worksDatabase: what the server's builds
// use, so the server's event loop never parses a works row), or as chunks read here through the server's Prisma
// client (loadJournalWorks: for callers that want the rows themselves).
import 'server-only';
import { env } from '../core/env';
import { databaseUrl } from '../core/runtime-config';
import { db } from '../core/db';
import { readJournalWorks } from './engine/journal-works-pages';
import type { JournalWorks } from './engine/works-index';
import type { WorksDatabase } from './engine/works-from-database';

export { journalsWorksQuery, sintaWorksQuery } from './engine/journal-works-pages';

/** The server's database and timeouts, for the build's worker to read the works from. */
export function worksDatabase(): WorksDatabase {
  const url = databaseUrl();
  if (!url) throw new Error('The database URL is not known yet (server.ts starts the database first)');
  return { url, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS, connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS };
}

/** The works of every ranked journal that has any, Scopus then SINTA, in chunks of up to 500 journals. */
export function loadJournalWorks(): AsyncGenerator<JournalWorks[]> {
  return readJournalWorks((text, values) => db.$queryRawUnsafe(text, ...values));
}
