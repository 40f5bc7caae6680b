// The catalogue export (GET /api/journal/export): the rows a visitor may see of a list or search, in its sort, as
// CSV text chunks. Read a batch at a time in the page query's order (stable: ties by rank and source id), so the whole
// catalogue (~32k rows) streams without being held in memory at once.
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import { type JournalExportQuery, resolveJournalSort } from '../schemas/journal-query';
import { journalFilterSql } from './journal-filter-sql';
import { journalCardColumnsSql, queryJournalRows } from './find-journal-page';
import { type JournalExportRow, journalCsvComment, journalCsvHeader, journalCsvRow } from './journal-csv';
import { titleMatchSql } from './search-journals';

const BATCH = 1_000;
const EXPORT_COLUMNS = Prisma.sql`${journalCardColumnsSql}, j.issn, j.sjr, j.h_index AS "hIndex",
  j.is_open_access AS "isOpenAccess", j.is_open_access_diamond AS "isOpenAccessDiamond"`;

/** CSV chunks: the comment line, the header, then the rows; `maxRows` null for every matching row. */
export async function* exportJournals(query: JournalExportQuery, maxRows: number | null): AsyncGenerator<string> {
  const { q, lang, sort: _sort, order: _order, ...filters } = query;
  const { sort, order } = resolveJournalSort(query, q !== undefined);
  const search = q === undefined ? undefined : titleMatchSql(q);
  const request = {
    conditions: [...(search ? [search.match] : []), ...journalFilterSql(filters)],
    relevance: search?.relevance,
    sort,
    order,
  };
  const firstLimit = maxRows === null ? BATCH : Math.min(maxRows, BATCH);
  let rows = await queryJournalRows<JournalExportRow>(request, EXPORT_COLUMNS, 0, firstLimit);
  const total = rows.length > 0 ? Number(rows[0].total) : 0;
  const wanted = maxRows === null ? total : Math.min(maxRows, total);
  yield journalCsvComment(lang, wanted, total);
  yield journalCsvHeader(lang);
  let sent = 0;
  while (rows.length > 0) {
    yield rows.map((row) => journalCsvRow(row, lang)).join('');
    sent += rows.length;
    if (sent >= wanted) break;
    rows = await queryJournalRows<JournalExportRow>(request, EXPORT_COLUMNS, sent, Math.min(BATCH, wanted - sent));
  }
}
