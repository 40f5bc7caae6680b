// `npm run db:import` and the first start: the predatory journals and publishers (beallslist.net and
// predatoryjournals.org merged), the hijacked list, and the SJR-derived stand-ins for new and discontinued titles,
// idempotently, in one transaction under the import lock. An operator's Elsevier list is never replaced by a stand-in.
import { Client } from 'pg';
import type { ImportProgress } from '../../import/progress-reporter';
import { withCatalogueLock } from '../../import/import-lock';
import { hijackedColumns, predatoryColumns } from './list-columns';
import { readReferenceLists } from './read-reference-lists';
import { countOriginRows, replaceOriginRows, type ReplaceCounts } from './replace-origin-rows';
import { discontinuedJournalRow, newJournalRow } from './to-origin-rows';
import { upsertListEntries, type ListWriteCounts } from './upsert-list-entries';
import { withImportClient } from '../../import/with-import-client';

export { ImportFileError } from '../../import/import-file-error';

/** A stand-in list written, or left alone because an operator's Elsevier list is in place. */
export type DerivedListResult =
  | ({ origin: 'sjr_diff' | 'sjr_marked' } & ReplaceCounts)
  | { origin: 'elsevier'; kept: number };

export interface ListsImportResult {
  predatoryJournals: ListWriteCounts & { read: { bealls: number; predatoryJournalsOrg: number } };
  predatoryPublishers: ListWriteCounts & { read: { bealls: number; predatoryJournalsOrg: number } };
  hijacked: ListWriteCounts;
  newJournals: DerivedListResult;
  discontinued: DerivedListResult;
  /** Nothing was inserted, updated or removed anywhere. */
  isUnchanged: boolean;
  ms: number;
}

export interface ListsImportOptions {
  databaseUrl: string;
  /** The folder holding predatory/ and sjr/ (the repository's data/). */
  dataDir: string;
  onProgress?: (progress: ImportProgress) => void;
}

async function writeDerived(
  client: Client,
  table: 'new_journals' | 'discontinued_journals',
  origin: 'sjr_diff' | 'sjr_marked',
  rows: Record<string, unknown>[],
): Promise<DerivedListResult> {
  const operatorRows = await countOriginRows(client, table, 'elsevier');
  if (operatorRows > 0) return { origin: 'elsevier', kept: operatorRows };
  return { origin, ...(await replaceOriginRows(client, table, origin, rows)) };
}

const changed = (counts: ListWriteCounts | DerivedListResult) =>
  'kept' in counts ? false : counts.inserted + counts.removed + ('updated' in counts ? counts.updated : 0) > 0;

async function runImport(client: Client, options: ListsImportOptions): Promise<ListsImportResult> {
  const started = Date.now();
  const lists = await readReferenceLists(options.dataDir, (done, total) =>
    options.onProgress?.({ phase: 'reading', done, total }),
  );
  const steps = 5;
  const wrote = (done: number) => options.onProgress?.({ phase: 'writing', done, total: steps });
  await client.query('BEGIN');
  try {
    const journals = await upsertListEntries(client, 'predatory_journals', predatoryColumns, lists.journals.records);
    wrote(1);
    const publishers = await upsertListEntries(client, 'predatory_publishers', predatoryColumns, lists.publishers.records);
    wrote(2);
    const hijacked = await upsertListEntries(client, 'hijacked_journals', hijackedColumns, lists.hijacked);
    wrote(3);
    const newJournals = await writeDerived(client, 'new_journals', 'sjr_diff', lists.newJournals.map(newJournalRow));
    wrote(4);
    const discontinued = await writeDerived(
      client,
      'discontinued_journals',
      'sjr_marked',
      lists.discontinued.map(discontinuedJournalRow),
    );
    wrote(5);
    await client.query('COMMIT');
    const all = [journals, publishers, hijacked, newJournals, discontinued];
    return {
      predatoryJournals: { ...journals, read: lists.journals.read },
      predatoryPublishers: { ...publishers, read: lists.publishers.read },
      hijacked,
      newJournals,
      discontinued,
      isUnchanged: !all.some(changed),
      ms: Date.now() - started,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Imports (or refreshes) the reference lists. Waits for any other import on the database to finish first. */
export function importReferenceLists(options: ListsImportOptions): Promise<ListsImportResult> {
  return withImportClient(options.databaseUrl, 'lists import', (client) =>
    withCatalogueLock(client, () => runImport(client, options)),
  );
}

const listsAreEmpty = async (client: Client) =>
  (
    await client.query<{ empty: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM predatory_journals) AND NOT EXISTS (SELECT 1 FROM predatory_publishers)
          AND NOT EXISTS (SELECT 1 FROM hijacked_journals) AND NOT EXISTS (SELECT 1 FROM new_journals)
          AND NOT EXISTS (SELECT 1 FROM discontinued_journals) AS empty`,
    )
  ).rows[0]!.empty;

/**
 * Imports the lists only when all five list tables are empty (first start of a fresh install), checked again under the
 * lock so that of several processes starting together exactly one imports. True when it imported.
 */
export function importListsIfEmpty(options: {
  databaseUrl: string;
  dataDir: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Promise<boolean> {
  return withImportClient(options.databaseUrl, 'lists import', async (client) => {
    if (!(await listsAreEmpty(client))) return false;
    return withCatalogueLock(client, async () => {
      if (!(await listsAreEmpty(client))) return false;
      options.log('reference lists are empty: importing them');
      const result = await runImport(client, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      options.log('reference lists imported', { ...result });
      return true;
    });
  });
}
