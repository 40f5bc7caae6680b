// GET /api/journal/dis: one page of the discontinued titles of the list in place (Elsevier's or the SJR stand-in),
// latest year first, then by name. q over name and publisher (case-insensitive) and the ISSNs (issn-search-sql.ts: a
// substring, or a whole ISSN with or without its hyphen); reason and publisher case-insensitive substrings; year
// exact. Wildcards typed by a user are taken literally.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import { escapeLikePattern } from '../shared/escape-like-pattern';
import { pageOf } from '../shared/page-of';
import type { DiscontinuedJournalsQuery } from '../schemas/lists-query';
import { issnSearchSql } from './issn-search-sql';
import { getListOrigin } from './list-origin';
import type { DiscontinuedJournalItem, DiscontinuedJournalsAnswer } from './list-types';

interface Row {
  source_id: string | null;
  title: string;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  reason: string | null;
  year: number | null;
  volume: string | null;
  issue: string | null;
  page_range: string | null;
  coverage: string | null;
  total: bigint;
}

const like = (text: string) => `%${escapeLikePattern(text)}%`;

function filterSql(origin: string, { q, reason, publisher, year }: DiscontinuedJournalsQuery): Prisma.Sql {
  const parts = [Prisma.sql`origin::text = ${origin}`];
  if (q) {
    parts.push(Prisma.sql`(title ILIKE ${like(q)} OR publisher ILIKE ${like(q)} OR ${issnSearchSql(q)})`);
  }
  if (reason) parts.push(Prisma.sql`reason ILIKE ${like(reason)}`);
  if (publisher) parts.push(Prisma.sql`publisher ILIKE ${like(publisher)}`);
  if (year !== undefined) parts.push(Prisma.sql`year = ${year}`);
  return Prisma.join(parts, ' AND ');
}

const toItem = (row: Row): DiscontinuedJournalItem => ({
  Sourceid: row.source_id,
  'Nama Jurnal': row.title,
  ISSN: row.issn,
  EISSN: row.eissn,
  Publisher: row.publisher,
  Reason: row.reason,
  Year: row.year,
  Volume: row.volume,
  Issue: row.issue,
  'Page Range': row.page_range,
  Coverage: row.coverage,
});

export async function listDiscontinuedJournals(query: DiscontinuedJournalsQuery): Promise<DiscontinuedJournalsAnswer> {
  const source = await getListOrigin('discontinued');
  const where = filterSql(source.origin, query);
  const { page, limit } = query;
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT source_id::text, title, issn, eissn, publisher, reason, year, volume, issue, page_range, coverage,
      count(*) OVER () AS total
    FROM discontinued_journals WHERE ${where}
    ORDER BY year DESC NULLS LAST, lower(title), id
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number(
          (await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM discontinued_journals WHERE ${where}`)[0]!
            .total,
        );
  return { ...pageOf(rows.map(toItem), { page, limit, total }), total, source };
}
