// `npm run db:import` (the vendored list, data/doaj) and `npm run db:import -- --doaj <file>` (an operator's newer
// full export): DOAJ's journals into doaj_journals, idempotently (a row is rewritten only when a column differs;
// entries no longer in the file are removed), in one transaction under the import lock. An operator's export is
// kept by later vendored imports: only another `--doaj` file replaces it. The catalogue and SINTA imports then match
// their journals to these rows by ISSN (doaj-index.ts).
import path from 'node:path';
import type { Client } from 'pg';
import { withCatalogueLock } from '../../import/import-lock';
import { inTransaction } from '../../import/in-transaction';
import { withImportClient } from '../../import/with-import-client';
import type { DoajRecord } from '../doaj-record';
import { vendoredDoaj } from './doaj-files';
import { readDoajJournals } from './read-doaj-journals';

export interface DoajImportResult {
  file: string;
  origin: DoajRecord['origin'];
  /** False when a vendored import left an operator's export in place. */
  isImported: boolean;
  rows: number;
  journals: number;
  withoutIssn: number;
  duplicates: number;
  isFullExport: boolean;
  asOf: string;
  inserted: number;
  updated: number;
  removed: number;
  unchanged: number;
}

type Column = readonly [name: string, type: string, value: (journal: DoajRecord) => unknown];

const columns: readonly Column[] = [
  ['key', 'text', (j) => j.key],
  ['title', 'text', (j) => j.title],
  ['p_issn', 'text', (j) => j.pIssn],
  ['e_issn', 'text', (j) => j.eIssn],
  ['issns', 'text[]', (j) => j.issns],
  ['languages', 'text[]', (j) => j.languages],
  ['publisher', 'text', (j) => j.publisher],
  ['has_seal', 'boolean', (j) => j.hasSeal],
  ['licences', 'text[]', (j) => j.licences],
  ['has_apc', 'boolean', (j) => j.hasApc],
  ['apc_amount', 'integer', (j) => j.apcAmount],
  ['apc_currency', 'varchar(3)', (j) => j.apcCurrency],
  ['weeks_to_publication', 'integer', (j) => j.weeksToPublication],
  ['doaj_url', 'text', (j) => j.doajUrl],
  ['origin', 'text', (j) => j.origin],
  ['as_of', 'date', (j) => j.asOf],
];

const names = columns.map(([name]) => `"${name}"`);
const upsertSql = `
INSERT INTO doaj_journals (${names.join(', ')})
SELECT ${names.join(', ')}
FROM jsonb_to_recordset($1::jsonb) AS incoming(${columns.map(([name, type]) => `"${name}" ${type}`).join(', ')})
ON CONFLICT (key) DO UPDATE SET
  ${names.map((name) => `${name} = EXCLUDED.${name}`).join(',\n  ')}
WHERE (${names.map((name) => `doaj_journals.${name}`).join(', ')})
  IS DISTINCT FROM (${names.map((name) => `EXCLUDED.${name}`).join(', ')})
RETURNING (xmax = 0) AS inserted`;

const batchSize = 2_000;

async function writeRecords(client: Client, records: DoajRecord[]) {
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < records.length; start += batchSize) {
    const json = records
      .slice(start, start + batchSize)
      .map((record) => Object.fromEntries(columns.map(([name, , value]) => [name, value(record)])));
    const { rows } = await client.query<{ inserted: boolean }>(upsertSql, [JSON.stringify(json)]);
    for (const row of rows) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
  }
  const removed = await client.query('DELETE FROM doaj_journals WHERE NOT (key = ANY($1::text[]))', [
    records.map((record) => record.key),
  ]);
  return { inserted, updated, removed: removed.rowCount ?? 0 };
}

async function hasOperatorExport(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM doaj_journals WHERE origin = 'operator') AS found",
  );
  return rows[0]!.found;
}

export interface DoajImportOptions {
  databaseUrl: string;
  /** The folder holding doaj/ (the repository's data/). */
  dataDir: string;
  /** An operator's DOAJ export; without it, the vendored list. */
  file?: string;
  onProgress?: (progress: { phase: 'reading' | 'writing'; done: number; total: number }) => void;
}

async function runImport(client: Client, options: DoajImportOptions): Promise<DoajImportResult> {
  const origin = options.file ? 'operator' : 'vendored';
  const file = options.file ?? path.join(options.dataDir, vendoredDoaj.file);
  const read = await readDoajJournals(
    file,
    { origin, asOf: options.file ? undefined : vendoredDoaj.asOf },
    (done, total) => options.onProgress?.({ phase: 'reading', done, total }),
  );
  const base = {
    file,
    origin,
    rows: read.rows,
    journals: read.records.length,
    withoutIssn: read.withoutIssn,
    duplicates: read.duplicates,
    isFullExport: read.isFullExport,
    asOf: read.asOf,
  } as const;
  if (origin === 'vendored' && (await hasOperatorExport(client))) {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) AS count FROM doaj_journals');
    return { ...base, isImported: false, inserted: 0, updated: 0, removed: 0, unchanged: Number(rows[0]!.count) };
  }
  const written = await inTransaction(client, () => writeRecords(client, read.records));
  options.onProgress?.({ phase: 'writing', done: read.records.length, total: read.records.length });
  return {
    ...base,
    isImported: true,
    ...written,
    unchanged: read.records.length - written.inserted - written.updated,
  };
}

/** Imports (or refreshes) DOAJ's journals. Waits for any other import on the database to finish first. */
export function importDoaj(options: DoajImportOptions): Promise<DoajImportResult> {
  return withImportClient(options.databaseUrl, 'doaj import', (client) =>
    withCatalogueLock(client, () => runImport(client, options)),
  );
}

const isEmpty = async (client: Client) =>
  (await client.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM doaj_journals) AS empty')).rows[0]!.empty;

/** Imports the vendored list only when doaj_journals is empty (first start), checked again under the lock. */
export function importDoajIfEmpty(options: {
  databaseUrl: string;
  dataDir: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Promise<boolean> {
  return withImportClient(options.databaseUrl, 'doaj import', async (client) => {
    if (!(await isEmpty(client))) return false;
    return withCatalogueLock(client, async () => {
      if (!(await isEmpty(client))) return false;
      options.log('DOAJ journals are empty: importing them');
      const result = await runImport(client, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      options.log('DOAJ journals imported', { ...result });
      return true;
    });
  });
}
