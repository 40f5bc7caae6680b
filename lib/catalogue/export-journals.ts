// The catalogue export (GET /api/journal/export): the rows a visitor may see of a list or search, in its sort, as
// CSV text chunks. The rows are read through a database cursor in the page query's order (stable: ties by rank and
// source id) from one snapshot, a batch at a time, so the whole catalogue (~32k rows) streams without being held in
// memory and without a pooled connection held while the client downloads.
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import { readWithCursor } from '../database/read-with-cursor';
import { type JournalExportQuery, resolveJournalSort } from '../schemas/journal-query';
import { journalFilterSql } from './journal-filter-sql';
import { journalCardColumnsSql, journalRowsSql } from './find-journal-page';
import { type JournalExportRow, journalCsvComment, journalCsvHeader, journalCsvRow } from './journal-csv';
import { titleMatchSql } from './search-journals';

const BATCH = 500;
const EXPORT_COLUMNS = Prisma.sql`${journalCardColumnsSql}, j.issns, j.sjr, j.h_index AS "hIndex",
  j.is_open_access AS "isOpenAccess", j.is_open_access_diamond AS "isOpenAccessDiamond"`;

/** A piece of the file, and how many journal rows it holds. */
export interface ExportChunk {
  text: string;
  rows: number;
}

/** CSV chunks: the comment line with the header, then the rows; `maxRows` null for every matching row. */
export async function* exportJournals(query: JournalExportQuery, maxRows: number | null): AsyncGenerator<ExportChunk> {
  const { q, lang, sort: _sort, order: _order, ...filters } = query;
  const { sort, order } = resolveJournalSort(query, q !== undefined);
  const search = q === undefined ? undefined : titleMatchSql(q);
  const request = {
    conditions: [...(search ? [search.match] : []), ...journalFilterSql(filters)],
    relevance: search?.relevance,
    sort,
    order,
  };
  const sql = journalRowsSql(request, EXPORT_COLUMNS, 0, maxRows);
  let isHeaded = false;
  for await (const rows of readWithCursor<JournalExportRow & { total: bigint }>(sql, BATCH)) {
    if (!isHeaded) {
      const total = Number(rows[0].total);
      const shown = maxRows === null ? total : Math.min(maxRows, total);
      yield { text: journalCsvComment(lang, shown, total) + journalCsvHeader(lang), rows: 0 };
      isHeaded = true;
    }
    yield { text: rows.map((row) => journalCsvRow(row, lang)).join(''), rows: rows.length };
  }
  if (!isHeaded) yield { text: journalCsvComment(lang, 0, 0) + journalCsvHeader(lang), rows: 0 };
}
