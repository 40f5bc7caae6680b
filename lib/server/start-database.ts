// Start, step 1: the database, ready and migrated (the operator's DATABASE_URL or the embedded PostgreSQL, supervised),
// its URL decided for every reader of the process, and an outage of the embedded one answered 503 meanwhile.
import { env } from '../core/env';
import { describeError, log } from '../core/log';
import { databaseUrl, decideRuntimeConfig } from '../core/runtime-config';
import { reportDatabaseDown, reportDatabaseUp } from '../database/database-outage';
import { type PreparedDatabase, prepareDatabase } from '../database/prepare-database';
import { quietPageDatabaseErrors } from '../database/quiet-page-database-errors';

/** onGiveUp: the embedded PostgreSQL died and could not be restarted (the server stops). */
export async function startDatabase(options: { onGiveUp: () => void }): Promise<PreparedDatabase> {
  quietPageDatabaseErrors();
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: log.info,
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    startAttempts: env.DB_START_ATTEMPTS,
    // The embedded PostgreSQL died and is being restarted: answer 503 meanwhile (one log line per outage).
    onEmbeddedDown: (reason) => reportDatabaseDown(reason),
    onEmbeddedRestarted: () => reportDatabaseUp(),
    onEmbeddedGiveUp: (error) => {
      log.error('the embedded PostgreSQL could not be restarted: stopping', describeError(error));
      options.onGiveUp();
    },
  });
  decideRuntimeConfig({ databaseUrl: database.url });
  return database;
}
