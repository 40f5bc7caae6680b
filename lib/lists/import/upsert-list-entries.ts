// Writes one predatory or hijacked list: an upsert on the normalised key that rewrites a row only when a value
// differs, then removes the entries the files no longer hold (the vendored lists are the whole truth; nothing
// refers to an entry). Runs inside the caller's transaction.
import type { Client } from 'pg';

export type ListColumn<R> = readonly [name: string, type: string, value: (row: R) => unknown];

export interface ListWriteCounts {
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export type ListTable = 'predatory_journals' | 'predatory_publishers' | 'hijacked_journals';

export async function upsertListEntries<R extends { normalisedKey: string }>(
  client: Client,
  table: ListTable,
  columns: readonly ListColumn<R>[],
  rows: R[],
): Promise<ListWriteCounts> {
  const names = columns.map(([name]) => `"${name}"`);
  const sql = `
    INSERT INTO ${table} (${names.join(', ')}, imported_at)
    SELECT ${names.join(', ')}, now()
    FROM jsonb_to_recordset($1::jsonb) AS incoming(${columns.map(([name, type]) => `"${name}" ${type}`).join(', ')})
    ON CONFLICT (normalised_key) DO UPDATE SET
      ${names.map((name) => `${name} = EXCLUDED.${name}`).join(',\n      ')},
      imported_at = now()
    WHERE (${names.map((name) => `${table}.${name}`).join(', ')})
      IS DISTINCT FROM (${names.map((name) => `EXCLUDED.${name}`).join(', ')})
    RETURNING (xmax = 0) AS inserted`;
  const json = rows.map((row) => Object.fromEntries(columns.map(([name, , value]) => [name, value(row)])));
  const { rows: written } = await client.query<{ inserted: boolean }>(sql, [JSON.stringify(json)]);
  const inserted = written.filter((row) => row.inserted).length;
  const { rowCount } = await client.query(`DELETE FROM ${table} WHERE NOT (normalised_key = ANY($1::text[]))`, [
    rows.map((row) => row.normalisedKey),
  ]);
  return {
    total: rows.length,
    inserted,
    updated: written.length - inserted,
    unchanged: rows.length - written.length,
    removed: rowCount ?? 0,
  };
}
