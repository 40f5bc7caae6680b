// GET /api/journal/new: one page of the new titles of the list in place (Elsevier's or the SJR stand-in), newest
// acceptance first where dates are known, then by name; with the search (new-journal-filter-sql.ts) and the
// publisher filter.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import { pageOf } from '../shared/page-of';
import type { NewJournalsQuery } from '../schemas/lists-query';
import { getListOrigin } from './list-origin';
import type { NewJournalItem, NewJournalsAnswer } from './list-types';
import { newJournalFilterSql } from './new-journal-filter-sql';

interface Row {
  source_id: string | null;
  title: string;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  date: string | null;
  total: bigint;
}

const toItem = (row: Row): NewJournalItem => ({
  Sourceid: row.source_id,
  NamaJurnal: row.title,
  ISSN: row.issn,
  EISSN: row.eissn,
  Publisher: row.publisher,
  Date: row.date,
});

export async function listNewJournals({ q, publisher, page, limit }: NewJournalsQuery): Promise<NewJournalsAnswer> {
  const source = await getListOrigin('new');
  const where = newJournalFilterSql({ origin: source.origin, q, publisher });
  const offset = (page - 1) * limit;
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT source_id::text, title, issn, eissn, publisher,
      COALESCE(accepted_on::text, accepted_month) AS date, count(*) OVER () AS total
    FROM new_journals WHERE ${where}
    ORDER BY COALESCE(accepted_on::text, accepted_month) DESC NULLS LAST, lower(title), id
    LIMIT ${limit} OFFSET ${offset}`);
  // Past the last page no row carries the total: only then is it counted on its own.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number((await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM new_journals WHERE ${where}`)[0]!.total);
  return { ...pageOf(rows.map(toItem), { page, limit, total }), source };
}
