// At start, the database must answer within a bounded time: a DATABASE_URL that refuses, or that accepts TCP and then
// says nothing, fails the start with a message naming it, instead of hanging without a word.
import { Client } from 'pg';
import { isDatabaseUnavailable } from './is-database-unavailable';

/** host:port/database of a URL, without its credentials (safe to print). */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an unparsable URL';
  }
}

export async function waitForDatabase(options: {
  url: string;
  /** The setting the URL came from, named in the message (e.g. DATABASE_URL). */
  source: string;
  connectTimeoutMs: number;
  attempts: number;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Promise<void> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    const client = new Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      query_timeout: options.connectTimeoutMs,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      lastError = error;
      // A wrong password or a missing database will not fix itself: say so at once.
      if (!isDatabaseUnavailable(error, { fromDatabaseClient: true })) break;
      options.log('database not answering yet', {
        database: describeDatabaseUrl(options.url),
        attempt,
        of: options.attempts,
        error: (error as Error).message,
      });
      if (attempt < options.attempts) await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(
    `The database at ${options.source} (${describeDatabaseUrl(options.url)}) did not answer: ${reason}. ` +
      `Check that PostgreSQL is running and that ${options.source} is right (DB_CONNECT_TIMEOUT_MS, DB_START_ATTEMPTS).`,
  );
}
