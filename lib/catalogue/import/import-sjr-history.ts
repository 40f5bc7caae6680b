// `npm run db:import` and the first start: loads SCImago's year-by-year figures of every catalogue journal
// (data/sjr/sjr-history.csv.gz) into journal_sjr_history, for the journal page's and the compare page's charts. Under
// the import lock and in one transaction, the file streams into a staging table a batch at a time and set-based
// statements write it (sync-sjr-history.ts): memory stays bounded, and a file that turns out broken halfway writes
// nothing. Runs after the catalogue import: only the catalogue's journals get a history (every row is still checked).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Client } from 'pg';
import { ImportFileError } from '../../import/import-file-error';
import { withCatalogueLock } from '../../import/import-lock';
import { inTransaction } from '../../import/in-transaction';
import { parseDelimited } from '../../import/parse-delimited';
import { CellError } from '../../import/parse-values';
import { readTextFile } from '../../import/read-text-file';
import { withImportClient } from '../../import/with-import-client';
import { catalogueFilePaths } from './catalogue-files';
import type { ImportProgress } from '../../import/progress-reporter';
import { type SjrHistoryRowReader, sjrHistoryRowReader, type SjrYearRecord } from './sjr-history-row';
import { createSjrHistoryStaging, type SjrHistoryCounts, stageSjrYears, syncStagedSjrHistory } from './sync-sjr-history';

export interface SjrHistoryResult extends SjrHistoryCounts {
  /** Data rows in the file. */
  fileRows: number;
  /** Rows whose Sourceid is not in the catalogue: read and checked, not written. */
  unmatched: number;
  ms: number;
}

export interface SjrHistoryOptions {
  databaseUrl: string;
  /** The folder holding sjr/ (the repository's data/). */
  dataDir: string;
  /** A history file of the same columns in place of the vendored one (tests). */
  file?: string;
  /** Rows staged per statement: the most rows the import holds at once (default 10,000). */
  batchRows?: number;
  onProgress?: (progress: ImportProgress) => void;
}

async function catalogueSourceIds(client: Client): Promise<Set<string>> {
  const { rows } = await client.query<{ id: string }>('SELECT source_id::text AS id FROM journals');
  return new Set(rows.map((row) => row.id));
}

/** Streams the file's rows of catalogue journals into the staging table; counts the file's rows and the others. */
async function stageFile(
  client: Client,
  file: string,
  options: SjrHistoryOptions,
): Promise<{ fileRows: number; unmatched: number }> {
  const catalogue = await catalogueSourceIds(client);
  const label = path.basename(file);
  const batchRows = options.batchRows ?? 10_000;
  const chunks = readTextFile(file, {
    encoding: 'utf-8',
    onBytes: (done, total) => options.onProgress?.({ phase: 'reading', done, total }),
  });
  let readRow: SjrHistoryRowReader | null = null;
  let batch: (SjrYearRecord & { line: number })[] = [];
  let rows = 0;
  let unmatched = 0;
  for await (const record of parseDelimited(chunks, { delimiter: ';', label })) {
    try {
      if (!readRow) {
        readRow = sjrHistoryRowReader(record.fields.map((name) => name.trim()));
        continue;
      }
      const year = readRow(record.fields);
      if (catalogue.has(year.sourceId)) batch.push({ ...year, line: record.line });
      else unmatched += 1;
    } catch (error) {
      if (error instanceof CellError) throw new ImportFileError(`${label} line ${record.line}: ${error.message}`);
      throw error;
    }
    rows += 1;
    if (batch.length >= batchRows) {
      await stageSjrYears(client, batch);
      batch = [];
    }
  }
  if (!readRow) throw new ImportFileError(`${label} is empty`);
  await stageSjrYears(client, batch);
  return { fileRows: rows, unmatched };
}

async function runImport(client: Client, options: SjrHistoryOptions): Promise<SjrHistoryResult> {
  const started = Date.now();
  const file = options.file ?? catalogueFilePaths(options.dataDir).sjrHistory;
  try {
    await stat(file);
  } catch {
    throw new ImportFileError(`Data file not found: ${file} (see data/SOURCES.md)`);
  }
  return inTransaction(client, async () => {
    await createSjrHistoryStaging(client);
    const { fileRows, unmatched } = await stageFile(client, file, options);
    options.onProgress?.({ phase: 'writing', done: 0, total: 1 });
    const counts = await syncStagedSjrHistory(client, path.basename(file));
    options.onProgress?.({ phase: 'writing', done: 1, total: 1 });
    return { fileRows, unmatched, ...counts, ms: Date.now() - started };
  });
}

/** Imports (or refreshes) the journals' SJR history. Waits for an import running elsewhere to finish first. */
export function importSjrHistory(options: SjrHistoryOptions): Promise<SjrHistoryResult> {
  return withImportClient(options.databaseUrl, 'sjr history import', (client) =>
    withCatalogueLock(client, () => runImport(client, options)),
  );
}

const needsHistorySql = `
SELECT EXISTS (SELECT 1 FROM journals) AND NOT EXISTS (SELECT 1 FROM journal_sjr_history) AS needs`;

/**
 * The first start (and the first start of an install whose catalogue predates the history): imports the history
 * when the catalogue has journals and none has a history yet. Checked again under the lock, so of several processes
 * starting at once exactly one imports. True when it imported.
 */
export function importSjrHistoryIfEmpty(options: {
  databaseUrl: string;
  dataDir: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Promise<boolean> {
  return withImportClient(options.databaseUrl, 'sjr history import', async (client) => {
    const needsHistory = async () => (await client.query<{ needs: boolean }>(needsHistorySql)).rows[0]!.needs;
    if (!(await needsHistory())) return false;
    return withCatalogueLock(client, async () => {
      if (!(await needsHistory())) return false;
      options.log('journals have no SJR history yet: importing it');
      const { years, ...result } = await runImport(client, options);
      options.log('SJR history imported', { ...result, years: years.join(',') });
      return true;
    });
  });
}
