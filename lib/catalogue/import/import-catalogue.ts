// `npm run db:import` and the first start: loads the vendored SJR 2025 file, with APCs from the publishers' data or
// the SJR 2024 estimate, into `journals`, idempotently (upsert by Sourceid; unchanged rows are not rewritten).
import { stat } from 'node:fs/promises';
import { Client } from 'pg';
import { attachApcs } from './attach-apcs';
import { catalogueFilePaths } from './catalogue-files';
import { withCatalogueLock } from '../../import/import-lock';
import { ImportFileError } from '../../import/import-file-error';
import { readApcEstimates } from './read-apc-estimates';
import { readPublisherApcs } from './read-publisher-apcs';
import { readSjrJournals } from './read-sjr-journals';
import { upsertJournals, type UpsertCounts } from './upsert-journals';

export { ImportFileError } from '../../import/import-file-error';

export interface ImportProgress {
  /** Reading counts compressed bytes of the three files; writing counts journals. */
  phase: 'reading' | 'writing';
  done: number;
  total: number;
}

export interface ImportResult extends UpsertCounts {
  /** Journals in the SJR file. */
  total: number;
  ms: number;
  /** Journals with a publisher's price, with an estimate, with neither. */
  apc: { publisher: number; estimate: number; none: number };
}

export interface ImportOptions {
  databaseUrl: string;
  /** The folder holding sjr/ and apc/ (the repository's data/). */
  dataDir: string;
  onProgress?: (progress: ImportProgress) => void;
}

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    throw new ImportFileError(`Data file not found: ${file} (see data/SOURCES.md)`);
  }
}

async function runImport(client: Client, options: ImportOptions): Promise<ImportResult> {
  const started = Date.now();
  const files = catalogueFilePaths(options.dataDir);
  const sizes = await Promise.all([files.publisherApcs, files.apcEstimates, files.sjr].map(fileSize));
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
  const reading = (offset: number) => (read: number) =>
    options.onProgress?.({ phase: 'reading', done: offset + read, total: totalBytes });

  // Everything is read and checked before the first write: a bad file changes nothing.
  const publisherApcs = await readPublisherApcs(files.publisherApcs, reading(0));
  const estimates = await readApcEstimates(files.apcEstimates, reading(sizes[0]!));
  const sjr = await readSjrJournals(files.sjr, reading(sizes[0]! + sizes[1]!));
  const journals = attachApcs(sjr, publisherApcs, estimates);

  await client.query('BEGIN');
  let counts: UpsertCounts;
  try {
    counts = await upsertJournals(client, journals, (done, total) =>
      options.onProgress?.({ phase: 'writing', done, total }),
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  if (counts.inserted + counts.updated > 0) {
    // Fresh rows wait in the GIN indexes' pending lists until a vacuum; without it every ISSN, field or category
    // lookup scans that list (25 ms instead of 0.3 ms) until autovacuum comes by. Statistics help the planner too.
    await client.query('VACUUM (ANALYZE) journals');
  }
  const apc = { publisher: 0, estimate: 0, none: 0 };
  for (const journal of journals) apc[journal.apcSource ?? 'none'] += 1;
  return { total: journals.length, ...counts, apc, ms: Date.now() - started };
}

async function withClient<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'jurnal-finder catalogue import' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Imports (or refreshes) the whole catalogue. Waits for an import running elsewhere to finish first. */
export function importCatalogue(options: ImportOptions): Promise<ImportResult> {
  return withClient(options.databaseUrl, (client) => withCatalogueLock(client, () => runImport(client, options)));
}

/**
 * Imports the catalogue only when `journals` is empty (first start of a fresh install). Safe when several processes
 * start at once: emptiness is checked again under the lock, so exactly one of them imports. True when it imported.
 */
export function importCatalogueIfEmpty(options: {
  databaseUrl: string;
  dataDir: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Promise<boolean> {
  const isEmpty = async (client: Client) =>
    (await client.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM journals) AS empty')).rows[0]!.empty;
  return withClient(options.databaseUrl, async (client) => {
    if (!(await isEmpty(client))) return false;
    return withCatalogueLock(client, async () => {
      if (!(await isEmpty(client))) return false;
      options.log('catalogue is empty: importing SJR data');
      const result = await runImport(client, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      options.log('catalogue imported', { ...result });
      return true;
    });
  });
}
