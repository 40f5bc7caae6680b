// A long read streamed from a PostgreSQL cursor on a connection of its own: one read-only snapshot (every batch sees
// the same data, even while an import runs), `batchSize` rows in memory at a time whatever the query's size, and no
// connection of the site's pool held for as long as a client takes to download. Values come back as the Prisma
// client's raw queries give them (bigint for int8, a UTC midnight Date for a date), so callers share row types.
import 'server-only';
import { Client, types } from 'pg';
import { env } from '../core/env';
import { databaseUrl } from '../core/runtime-config';

/** A query as PostgreSQL takes it: text with $1… placeholders, and the values. */
export interface CursorQuery {
  text: string;
  values: unknown[];
}

const INT8 = 20;
const DATE = 1082;

const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return (value: string) => BigInt(value);
    if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00.000Z`);
    return types.getTypeParser(oid, format);
  }) as typeof types.getTypeParser,
};

/** The query's rows, `batchSize` at a time; leaving early (return, or a throw) closes the cursor and its connection. */
export async function* readWithCursor<T>(query: CursorQuery, batchSize: number): AsyncGenerator<T[]> {
  const url = databaseUrl();
  if (!url) throw new Error('The database URL is not known yet');
  const client = new Client({
    connectionString: url,
    application_name: 'jurnal-finder cursor',
    connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS,
    // Each FETCH is one statement: a frozen database fails the read within the site's usual bounds.
    statement_timeout: env.DB_STATEMENT_TIMEOUT_MS,
    query_timeout: env.DB_STATEMENT_TIMEOUT_MS + 1000,
    keepAlive: true,
    types: typeParsers,
  });
  // A connection lost between two batches surfaces as the next FETCH's error; this only keeps it from crashing the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query({ text: `DECLARE rows_cursor NO SCROLL CURSOR FOR ${query.text}`, values: query.values });
    for (;;) {
      const { rows } = await client.query(`FETCH FORWARD ${Math.trunc(batchSize)} FROM rows_cursor`);
      if (rows.length > 0) yield rows as T[];
      if (rows.length < batchSize) break;
    }
    await client.query('COMMIT');
  } finally {
    // Ending the connection also ends its transaction and cursor when the reader left early.
    await client.end().catch(() => undefined);
  }
}
