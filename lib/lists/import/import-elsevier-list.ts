// `npm run db:import -- --scopus-discontinued <file>` / `--scopus-accepted <file>`: Elsevier's published lists replace
// the SJR stand-ins (and any earlier Elsevier import) in one transaction. Rows are tied to a catalogue journal by the
// file's Sourceid, else by ISSN when exactly one journal has it. Re-running the same file changes nothing.
import type { Client } from 'pg';
import { withCatalogueLock } from '../../import/import-lock';
import type { DiscontinuedJournalRecord, NewJournalRecord } from './list-records';
import { parseElsevierSheet, type ElsevierKind, type ParsedRow } from './parse-elsevier-sheet';
import { deleteOriginRows, replaceOriginRows, type OriginTable, type ReplaceCounts } from './replace-origin-rows';
import { discontinuedJournalRow, newJournalRow } from './to-origin-rows';
import { withImportClient } from '../../import/with-import-client';

export interface ElsevierImportResult extends ReplaceCounts {
  file: string;
  /** Rows tied to a catalogue journal (Sourceid given, or one journal with the ISSN). */
  matched: number;
  /** Stand-in rows (origin sjr_diff / sjr_marked) removed by this import. */
  standInsRemoved: number;
  ignoredColumns: string[];
  /** Row numbers whose coverage note names no volume or issue: kept as text only. */
  coverageNotRead: number[];
  unit: 'row' | 'line';
  isUnchanged: boolean;
}

const tables: Record<ElsevierKind, { table: OriginTable; standIn: string }> = {
  discontinued: { table: 'discontinued_journals', standIn: 'sjr_marked' },
  accepted: { table: 'new_journals', standIn: 'sjr_diff' },
};

/** Which catalogue journal each row without a Sourceid names: only an ISSN held by exactly one journal counts. */
async function matchByIssn(client: Client, rows: ParsedRow<unknown>[]): Promise<Map<number, string>> {
  const { rows: found } = await client.query<{ line: number; ids: string[] }>(
    `SELECT incoming.line, array_agg(DISTINCT journals.source_id::text) AS ids
     FROM jsonb_to_recordset($1::jsonb) AS incoming(line integer, issns text[])
     JOIN journals ON journals.issns && incoming.issns
     GROUP BY incoming.line`,
    [JSON.stringify(rows.filter((row) => row.issns.length > 0).map(({ line, issns }) => ({ line, issns })))],
  );
  return new Map(found.filter((row) => row.ids.length === 1).map((row) => [row.line, row.ids[0]!]));
}

async function importElsevierList(options: { databaseUrl: string; file: string }, kind: ElsevierKind) {
  const sheet =
    kind === 'discontinued'
      ? await parseElsevierSheet(options.file, 'discontinued')
      : await parseElsevierSheet(options.file, 'accepted');
  const { table, standIn } = tables[kind];
  return withImportClient(options.databaseUrl, 'elsevier import', (client) =>
    withCatalogueLock(client, async (): Promise<ElsevierImportResult> => {
      await client.query('BEGIN');
      try {
        const byIssn = await matchByIssn(client, sheet.rows.filter((row) => row.record.sourceId === null));
        const records = sheet.rows.map(({ line, record }) => ({
          ...record,
          sourceId: record.sourceId ?? byIssn.get(line) ?? null,
        }));
        const rows =
          kind === 'discontinued'
            ? (records as DiscontinuedJournalRecord[]).map(discontinuedJournalRow)
            : (records as NewJournalRecord[]).map(newJournalRow);
        const standInsRemoved = await deleteOriginRows(client, table, standIn);
        const counts = await replaceOriginRows(client, table, 'elsevier', rows);
        await client.query('COMMIT');
        return {
          file: sheet.label,
          ...counts,
          matched: records.filter((record) => record.sourceId !== null).length,
          standInsRemoved,
          ignoredColumns: sheet.ignoredColumns,
          coverageNotRead: sheet.coverageNotRead,
          unit: sheet.unit,
          isUnchanged: standInsRemoved + counts.inserted + counts.removed === 0,
        };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }),
  );
}

/** Elsevier's discontinued-sources list (xlsx or csv) replaces the "(discontinued)" stand-ins. */
export function importScopusDiscontinued(options: { databaseUrl: string; file: string }) {
  return importElsevierList(options, 'discontinued');
}

/** Elsevier's list of titles accepted for Scopus (xlsx or csv) replaces the SJR 2025-vs-2024 stand-ins. */
export function importScopusAccepted(options: { databaseUrl: string; file: string }) {
  return importElsevierList(options, 'accepted');
}
