// Writes journals with one INSERT … ON CONFLICT per batch, the rows travelling as one JSON parameter. A row is only
// rewritten when one of its imported columns differs, so a second import of the same file changes nothing.
import type { Client } from 'pg';
import { journalColumns, toColumnObject } from './journal-columns';
import type { JournalRecord } from './journal-record';

const batchSize = 2_000;

const names = journalColumns.map(([name]) => `"${name}"`);
const upsertSql = `
INSERT INTO journals (${names.join(', ')}, imported_at, updated_at)
SELECT ${names.join(', ')}, now(), now()
FROM jsonb_to_recordset($1::jsonb) AS incoming(${journalColumns.map(([name, type]) => `"${name}" ${type}`).join(', ')})
ON CONFLICT (source_id) DO UPDATE SET
  ${names.map((name) => `${name} = EXCLUDED.${name}`).join(',\n  ')},
  imported_at = now(),
  updated_at = now()
WHERE (${names.map((name) => `journals.${name}`).join(', ')})
  IS DISTINCT FROM (${names.map((name) => `EXCLUDED.${name}`).join(', ')})
RETURNING (xmax = 0) AS inserted`;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Journals in the table that the file no longer lists: kept (favourites may point at them), only counted. */
  notInFile: number;
}

/** Runs inside the caller's transaction. */
export async function upsertJournals(
  client: Client,
  journals: JournalRecord[],
  onWritten?: (done: number, total: number) => void,
): Promise<UpsertCounts> {
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < journals.length; start += batchSize) {
    const batch = journals.slice(start, start + batchSize);
    const { rows } = await client.query<{ inserted: boolean }>(upsertSql, [JSON.stringify(batch.map(toColumnObject))]);
    for (const row of rows) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
    onWritten?.(start + batch.length, journals.length);
  }
  const { rows } = await client.query<{ count: string }>(
    'SELECT count(*) AS count FROM journals WHERE NOT (source_id = ANY($1::bigint[]))',
    [journals.map((journal) => journal.sourceId)],
  );
  return { inserted, updated, unchanged: journals.length - inserted - updated, notInFile: Number(rows[0]!.count) };
}
