// The journals' works read by the index build's worker thread on a connection of its own (journal-works-pages.ts's
// queries), so the rows are parsed and analysed where the index is built and never pass through the server's event
// loop. The same statement timeout as the server's pool bounds each page's query.
import { Client } from 'pg';
import { readJournalWorks } from './journal-works-pages';
import type { JournalWorks } from './works-index';

/** Where the worker reads the works: the server's database and its timeouts (plain values: they cross a thread). */
export interface WorksDatabase {
  url: string;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
}

export async function* worksFromDatabase(database: WorksDatabase): AsyncGenerator<JournalWorks[]> {
  const client = new Client({
    connectionString: database.url,
    connectionTimeoutMillis: database.connectTimeoutMs,
    statement_timeout: database.statementTimeoutMs,
    query_timeout: database.statementTimeoutMs + 1000,
  });
  await client.connect();
  try {
    yield* readJournalWorks(async <Row>(text: string, values: unknown[]) => (await client.query(text, values)).rows as Row[]);
  } finally {
    await client.end();
  }
}
