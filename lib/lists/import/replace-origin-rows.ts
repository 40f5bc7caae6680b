// Replaces the rows of one origin in new_journals or discontinued_journals with the given records, touching only what
// differs: rows are compared on every imported column (as text), equal ones are kept, the rest deleted or inserted.
// So a second import of the same data changes nothing. Runs inside the caller's transaction.
import type { Client } from 'pg';

export type OriginTable = 'new_journals' | 'discontinued_journals';

export interface ReplaceCounts {
  total: number;
  inserted: number;
  removed: number;
  unchanged: number;
}

interface Column {
  name: string;
  type: string;
}

const columnsOf: Record<OriginTable, Column[]> = {
  new_journals: [
    { name: 'source_id', type: 'bigint' },
    { name: 'title', type: 'text' },
    { name: 'issn', type: 'text' },
    { name: 'eissn', type: 'text' },
    { name: 'publisher', type: 'text' },
    { name: 'accepted_on', type: 'date' },
    { name: 'accepted_month', type: 'varchar(7)' },
  ],
  discontinued_journals: [
    { name: 'source_id', type: 'bigint' },
    { name: 'title', type: 'text' },
    { name: 'issn', type: 'text' },
    { name: 'eissn', type: 'text' },
    { name: 'publisher', type: 'text' },
    { name: 'reason', type: 'text' },
    { name: 'year', type: 'integer' },
    { name: 'volume', type: 'text' },
    { name: 'issue', type: 'text' },
    { name: 'page_range', type: 'text' },
    { name: 'coverage', type: 'text' },
  ],
};

const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** `rows` hold the table's columns by SQL name (source_id, accepted_on as "YYYY-MM-DD", ...). */
export async function replaceOriginRows(
  client: Client,
  table: OriginTable,
  origin: string,
  rows: Record<string, unknown>[],
): Promise<ReplaceCounts> {
  const columns = columnsOf[table];
  const identity = (values: (string | null)[]) => JSON.stringify(values);
  const { rows: existing } = await client.query<{ id: number; values: (string | null)[] }>(
    `SELECT id, json_build_array(${columns.map(({ name }) => `${name}::text`).join(', ')}) AS values
     FROM ${table} WHERE origin::text = $1 ORDER BY id`,
    [origin],
  );
  // A multiset: two identical rows in a file stay two rows.
  const waiting = new Map<string, number[]>();
  for (const row of existing) {
    const key = identity(row.values);
    waiting.set(key, [...(waiting.get(key) ?? []), row.id]);
  }
  const toInsert: Record<string, unknown>[] = [];
  for (const row of rows) {
    const ids = waiting.get(identity(columns.map(({ name }) => textOf(row[name]))));
    if (ids && ids.length > 0) ids.shift();
    else toInsert.push(row);
  }
  const toDelete = [...waiting.values()].flat();
  if (toDelete.length > 0) await client.query(`DELETE FROM ${table} WHERE id = ANY($1::int[])`, [toDelete]);
  if (toInsert.length > 0) {
    const names = columns.map(({ name }) => name).join(', ');
    await client.query(
      `INSERT INTO ${table} (${names}, origin)
       SELECT ${names}, $2::text::${table === 'new_journals' ? 'new_journal_origin' : 'discontinued_journal_origin'}
       FROM jsonb_to_recordset($1::jsonb) AS incoming(${columns.map(({ name, type }) => `${name} ${type}`).join(', ')})`,
      [JSON.stringify(toInsert), origin],
    );
  }
  return {
    total: rows.length,
    inserted: toInsert.length,
    removed: toDelete.length,
    unchanged: rows.length - toInsert.length,
  };
}

/** Deletes every row of an origin (Elsevier's file replaces the stand-ins); returns how many went. */
export async function deleteOriginRows(client: Client, table: OriginTable, origin: string): Promise<number> {
  const { rowCount } = await client.query(`DELETE FROM ${table} WHERE origin::text = $1`, [origin]);
  return rowCount ?? 0;
}

export async function countOriginRows(client: Client, table: OriginTable, origin: string): Promise<number> {
  const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM ${table} WHERE origin::text = $1`, [
    origin,
  ]);
  return Number(rows[0]!.count);
}
