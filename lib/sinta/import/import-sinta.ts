// `npm run db:import` and the first start: the 12,777 SINTA-accredited journals from the vendored file into
// sinta_journals, each with its DOAJ entry matched by ISSN, idempotently (upsert by SINTA profile number), in one
// transaction under the import lock.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Client } from 'pg';
import type { ImportProgress } from '../../import/progress-reporter';
import { withCatalogueLock } from '../../import/import-lock';
import { ImportFileError } from '../../import/import-file-error';
import { withImportClient } from '../../import/with-import-client';
import { readSintaJournals } from './read-sinta-journals';
import { sintaFile } from './sinta-files';
import { loadDoajIndex, matchDoaj } from '../../doaj/doaj-index';
import { upsertSintaJournals, type SintaUpsertCounts } from './upsert-sinta-journals';

export interface SintaImportResult extends SintaUpsertCounts {
  /** Journals in the file. */
  total: number;
  /** Journals matched to a DOAJ entry by ISSN. */
  doajMatched: number;
  ms: number;
}

export interface SintaImportOptions {
  databaseUrl: string;
  /** The folder holding sinta/ (the repository's data/). */
  dataDir: string;
  onProgress?: (progress: ImportProgress) => void;
}

async function runImport(client: Client, options: SintaImportOptions): Promise<SintaImportResult> {
  const started = Date.now();
  const file = path.join(options.dataDir, sintaFile);
  await stat(file).catch(() => {
    throw new ImportFileError(`Data file not found: ${file} (see data/SOURCES.md)`);
  });
  // Read and checked whole before the first write: a bad row changes nothing.
  const read = await readSintaJournals(file, (done, total) => options.onProgress?.({ phase: 'reading', done, total }));
  // DOAJ's entries (imported before: `npm run db:import` runs DOAJ's import first), matched by either ISSN.
  const doaj = await loadDoajIndex(client);
  const journals = read.map((journal) => ({ ...journal, doajKey: matchDoaj(doaj, journal.issns)?.key ?? null }));
  await client.query('BEGIN');
  try {
    const counts = await upsertSintaJournals(client, journals, (done, total) =>
      options.onProgress?.({ phase: 'writing', done, total }),
    );
    await client.query('COMMIT');
    if (counts.inserted + counts.updated > 0) await client.query('VACUUM (ANALYZE) sinta_journals');
    const doajMatched = journals.filter((journal) => journal.doajKey !== null).length;
    return { total: journals.length, ...counts, doajMatched, ms: Date.now() - started };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Imports (or refreshes) the SINTA journals. Waits for any other import on the database to finish first. */
export function importSinta(options: SintaImportOptions): Promise<SintaImportResult> {
  return withImportClient(options.databaseUrl, 'sinta import', (client) =>
    withCatalogueLock(client, () => runImport(client, options)),
  );
}

/**
 * True when sinta_journals is empty (first start), or when DOAJ's entries were imported and no SINTA journal is
 * matched to one (imported before them): then it is imported again once.
 */
const isEmpty = async (client: Client) =>
  (
    await client.query<{ empty: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM sinta_journals)
          OR (EXISTS (SELECT 1 FROM doaj_journals) AND NOT EXISTS (SELECT 1 FROM sinta_journals WHERE doaj_key IS NOT NULL))
          AS empty`,
    )
  ).rows[0]!.empty;

/** Imports only when sinta_journals is empty (first start), checked again under the lock. True when it imported. */
export function importSintaIfEmpty(options: {
  databaseUrl: string;
  dataDir: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Promise<boolean> {
  return withImportClient(options.databaseUrl, 'sinta import', async (client) => {
    if (!(await isEmpty(client))) return false;
    return withCatalogueLock(client, async () => {
      if (!(await isEmpty(client))) return false;
      options.log('SINTA journals are empty: importing them');
      const result = await runImport(client, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      options.log('SINTA journals imported', { ...result });
      return true;
    });
  });
}
