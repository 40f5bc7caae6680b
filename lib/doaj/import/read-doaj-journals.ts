// Reads DOAJ's journal CSV (plain or gzipped, UTF-8, comma-separated, DOAJ's headers) whole and checked: one record
// per ISSN key (a later row with the same key is counted and dropped), rows without any ISSN counted.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import { readTable } from '../../import/read-table';
import type { DoajOrigin, DoajRecord } from '../doaj-record';
import { type DoajColumns, mapDoajRow, readDoajHeader } from './map-doaj-row';

export interface DoajFile {
  records: DoajRecord[];
  rows: number;
  withoutIssn: number;
  duplicates: number;
  /** True when the file has the full export's extra columns (weeks, APC amount). */
  isFullExport: boolean;
  asOf: string;
}

/** "journalcsv__doaj_20240710_0120_utf8.csv" → "2024-07-10": DOAJ names its exports by their day. */
export function dateFromFileName(file: string): string | null {
  const match = /(20\d{2})-?(\d{2})-?(\d{2})/.exec(path.basename(file));
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(day)) ? null : day;
}

/**
 * The export's day for an operator's file: from its name, else the newest "Last updated Date" in it (the export is
 * at least that recent), else the file's modification day.
 */
async function exportDay(file: string, newestUpdate: string | null): Promise<string> {
  const named = dateFromFileName(file);
  if (named) return named;
  if (newestUpdate) return newestUpdate;
  return (await stat(file)).mtime.toISOString().slice(0, 10);
}

export async function readDoajJournals(
  file: string,
  source: { origin: DoajOrigin; asOf?: string },
  onBytes?: (read: number, total: number) => void,
): Promise<DoajFile> {
  await stat(file).catch(() => {
    throw new ImportFileError(`DOAJ file not found: ${file}`);
  });
  let columns: DoajColumns = {};
  let newestUpdate: string | null = null;
  const byKey = new Map<string, DoajRecord>();
  let withoutIssn = 0;
  let duplicates = 0;
  // Each row is checked where it is read (a bad cell names its line); the export's day is set once all are read.
  const rows = await readTable(
    file,
    { delimiter: ',', encoding: 'utf-8', strictQuotes: true, onBytes },
    (header) => {
      columns = readDoajHeader(header);
    },
    (row) => {
      const updated = columns.lastUpdated === undefined ? '' : (row[columns.lastUpdated] ?? '').slice(0, 10);
      if (/^\d{4}-\d{2}-\d{2}$/.test(updated) && (!newestUpdate || updated > newestUpdate)) newestUpdate = updated;
      const record = mapDoajRow(row, columns, { origin: source.origin, asOf: '' });
      if (!record) withoutIssn += 1;
      else if (byKey.has(record.key)) duplicates += 1;
      else byKey.set(record.key, record);
    },
  );
  const asOf = source.asOf ?? (await exportDay(file, newestUpdate));
  for (const record of byKey.values()) record.asOf = asOf;
  const isFullExport = columns.apcAmount !== undefined || columns.weeks !== undefined;
  return { records: [...byKey.values()], rows, withoutIssn, duplicates, isFullExport, asOf };
}
