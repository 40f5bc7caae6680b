// The one query behind the SINTA list and search: filters, then a page ordered by accreditation (Sinta 1 first),
// impact and title, counted in the same pass; the catalogue match is joined for the page's rows only.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import { escapeLikePattern } from '../shared/escape-like-pattern';
import { pageOf } from '../shared/page-of';
import { loadListEntries } from '../lists/load-list-entries';
import type { SintaFilters } from '../schemas/sinta-query';
import { scopusMatchJoin, type SintaRow, sintaRowColumns, toSintaItem } from './sinta-row';
import type { SintaPage } from './sinta-types';

export interface SintaPageQuery extends SintaFilters {
  q?: string;
  page: number;
  limit: number;
}

function filterSql({ q, subject, accreditation }: SintaPageQuery): Prisma.Sql {
  const parts = [Prisma.sql`true`];
  if (subject) {
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM unnest(subject_areas) AS area WHERE lower(area) = lower(${subject}))`);
  }
  if (accreditation !== undefined) parts.push(Prisma.sql`accreditation = ${accreditation}`);
  if (q) {
    // q over title, affiliation (shown as Publisher) and subject, case-insensitive substring.
    const pattern = `%${escapeLikePattern(q)}%`;
    parts.push(Prisma.sql`(title ILIKE ${pattern} OR affiliation ILIKE ${pattern}
      OR array_to_string(subject_areas, ', ') ILIKE ${pattern})`);
  }
  return Prisma.join(parts, ' AND ');
}

export async function findSintaPage(query: SintaPageQuery): Promise<SintaPage> {
  const { page, limit } = query;
  const where = filterSql(query);
  const [rows, lists] = await Promise.all([
    db.$queryRaw<(SintaRow & { total: bigint })[]>(Prisma.sql`
      WITH page AS (
        SELECT id, accreditation, impact, title, count(*) OVER () AS total
        FROM sinta_journals WHERE ${where}
        ORDER BY accreditation, impact DESC NULLS LAST, lower(title), id
        LIMIT ${limit} OFFSET ${(page - 1) * limit}
      )
      SELECT ${Prisma.raw(sintaRowColumns)}, page.total
      FROM page JOIN sinta_journals s USING (id) ${Prisma.raw(scopusMatchJoin)}
      ORDER BY page.accreditation, page.impact DESC NULLS LAST, lower(page.title), page.id`),
    loadListEntries(),
  ]);
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number((await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM sinta_journals WHERE ${where}`)[0]!.total);
  return pageOf(
    rows.map((row) => toSintaItem(row, lists.index)),
    { page, limit, total },
  );
}
