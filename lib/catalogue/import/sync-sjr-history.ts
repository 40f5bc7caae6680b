// Writes the SJR history inside the caller's transaction without holding the file in memory: the catalogue journals'
// rows are staged in a temporary table as the file streams (one statement a batch), then set-based statements (hash
// joins, not a conflict check per row) make journal_sjr_history hold exactly the file's years of the catalogue's
// journals: years the file no longer gives removed, changed ones rewritten, new ones inserted, the rest untouched (a
// second import of the same file changes nothing).
import type { Client } from 'pg';
import { ImportFileError } from '../../import/import-file-error';
import type { SjrYearRecord } from './sjr-history-row';

/** What the sync writes; the rows of sources the catalogue lacks are counted by the reader, never staged. */
export interface SjrHistoryCounts {
  /** Rows of catalogue journals, and those journals. */
  rows: number;
  journals: number;
  inserted: number;
  updated: number;
  removed: number;
  unchanged: number;
  /** The years the written rows cover, ascending. */
  years: number[];
}

export async function createSjrHistoryStaging(client: Client): Promise<void> {
  await client.query(`
    CREATE TEMP TABLE incoming_sjr_history (source_id bigint NOT NULL, year integer NOT NULL, sjr double precision,
      quartile varchar(2), h_index integer, documents integer, line integer NOT NULL) ON COMMIT DROP`);
}

/** One batch into the staging table: one statement of column arrays, whatever the batch's size. */
export async function stageSjrYears(client: Client, records: readonly (SjrYearRecord & { line: number })[]) {
  if (records.length === 0) return;
  await client.query(
    `INSERT INTO incoming_sjr_history (source_id, year, sjr, quartile, h_index, documents, line)
     SELECT * FROM unnest($1::bigint[], $2::integer[], $3::double precision[], $4::varchar[], $5::integer[],
       $6::integer[], $7::integer[])`,
    [
      records.map((record) => record.sourceId),
      records.map((record) => record.year),
      records.map((record) => record.sjr),
      records.map((record) => record.quartile),
      records.map((record) => record.hIndex),
      records.map((record) => record.documents),
      records.map((record) => record.line),
    ],
  );
}

/** A Sourceid given one year twice is a broken file: refused with both lines, before anything is written. */
async function refuseRepeatedYears(client: Client, label: string): Promise<void> {
  const { rows } = await client.query<{ source_id: string; year: number; lines: number[] }>(`
    SELECT source_id::text, year, array_agg(line ORDER BY line) AS lines FROM incoming_sjr_history
    GROUP BY source_id, year HAVING count(*) > 1 ORDER BY min(line) LIMIT 1`);
  const repeated = rows[0];
  if (repeated) {
    throw new ImportFileError(
      `${label} lines ${repeated.lines.join(', ')}: Sourceid ${repeated.source_id} has the year ${repeated.year} more than once`,
    );
  }
}

const removeSql = `
DELETE FROM journal_sjr_history AS stored
WHERE NOT EXISTS (
  SELECT 1 FROM incoming_sjr_history AS incoming WHERE incoming.source_id = stored.source_id AND incoming.year = stored.year
)`;

const updateSql = `
UPDATE journal_sjr_history AS stored
SET sjr = incoming.sjr, quartile = incoming.quartile, h_index = incoming.h_index, documents = incoming.documents
FROM incoming_sjr_history AS incoming
WHERE incoming.source_id = stored.source_id AND incoming.year = stored.year
  AND (stored.sjr, stored.quartile, stored.h_index, stored.documents)
    IS DISTINCT FROM (incoming.sjr, incoming.quartile, incoming.h_index, incoming.documents)`;

const insertSql = `
INSERT INTO journal_sjr_history (source_id, year, sjr, quartile, h_index, documents)
SELECT incoming.source_id, incoming.year, incoming.sjr, incoming.quartile, incoming.h_index, incoming.documents
FROM incoming_sjr_history AS incoming
WHERE NOT EXISTS (
  SELECT 1 FROM journal_sjr_history AS stored WHERE stored.source_id = incoming.source_id AND stored.year = incoming.year
)`;

const tallySql = `
SELECT count(*)::int AS rows, count(DISTINCT source_id)::int AS journals,
       coalesce(array_agg(DISTINCT year ORDER BY year), '{}') AS years
FROM incoming_sjr_history`;

/** Checks the staged file, then writes it; `label` names the file in a refusal. */
export async function syncStagedSjrHistory(client: Client, label: string): Promise<SjrHistoryCounts> {
  // The unique index is the check for repeated years too; only when it fails is the file searched for the lines.
  await client.query('SAVEPOINT staged');
  try {
    await client.query('CREATE UNIQUE INDEX ON incoming_sjr_history (source_id, year)');
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await client.query('ROLLBACK TO SAVEPOINT staged');
    await refuseRepeatedYears(client, label);
    throw error;
  }
  await client.query('ANALYZE incoming_sjr_history');
  // Removed first and inserted last, so neither statement meets the other's rows.
  const removed = (await client.query(removeSql)).rowCount ?? 0;
  const updated = (await client.query(updateSql)).rowCount ?? 0;
  const inserted = (await client.query(insertSql)).rowCount ?? 0;
  const { rows: tally } = await client.query<{ rows: number; journals: number; years: number[] }>(tallySql);
  const { rows, journals, years } = tally[0]!;
  return { rows, journals, inserted, updated, removed, unchanged: rows - inserted - updated, years };
}
