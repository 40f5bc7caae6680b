// The one query behind the SINTA list and search: filters, then a page, counted in the same pass; the catalogue match
// is joined for the page's rows only. The list is ordered by accreditation (Sinta 1 first), impact and title. A search
// takes the journals whose title, affiliation or subject area holds the text (ignoring case) and those the engine
// ranked for it, and orders them: the exact title first, then the other journals holding the text, then the ranked
// rest; within each, the engine's score, then the list's order.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import { escapeLikePattern } from '../shared/escape-like-pattern';
import { pageOf } from '../shared/page-of';
import { loadListEntries } from '../lists/load-list-entries';
import type { SintaRanking } from '../recommend/rank-sinta';
import type { SintaFilters } from '../schemas/sinta-query';
import { scopusMatchJoin, type SintaRow, sintaRowColumns, toSintaItem } from './sinta-row';
import type { SintaPage } from './sinta-types';

export interface SintaPageQuery extends SintaFilters {
  q?: string;
  /** The engine's ranking for q; journals holding q are found without it. */
  ranking?: SintaRanking;
  page: number;
  limit: number;
}

interface SortKey {
  sql: Prisma.Sql;
  isDescending?: boolean;
}

const listOrder: SortKey[] = [
  { sql: Prisma.sql`s.accreditation` },
  { sql: Prisma.sql`s.impact`, isDescending: true },
  { sql: Prisma.sql`lower(s.title)` },
  { sql: Prisma.sql`s.id` },
];

/** The keys as the page's columns k0, k1, …, and the order over them (outside the page, with `prefix` "page."). */
const sortColumns = (keys: SortKey[]) =>
  Prisma.join(keys.map((key, at) => Prisma.sql`${key.sql} AS ${Prisma.raw(`k${at}`)}`));
const sortOrder = (keys: SortKey[], prefix = '') =>
  Prisma.raw(keys.map((key, at) => `${prefix}k${at}${key.isDescending ? ' DESC NULLS LAST' : ''}`).join(', '));

function filterSql({ subject, accreditation, minSintaLevel }: SintaFilters): Prisma.Sql[] {
  const parts = [Prisma.sql`true`];
  if (subject) {
    parts.push(
      Prisma.sql`EXISTS (SELECT 1 FROM unnest(s.subject_areas) AS area WHERE lower(area) = lower(${subject}))`,
    );
  }
  if (accreditation !== undefined) parts.push(Prisma.sql`s.accreditation = ${accreditation}`);
  // Sinta 1 is the best level: "S2 or better" is a level of at most 2.
  if (minSintaLevel !== undefined) parts.push(Prisma.sql`s.accreditation <= ${minSintaLevel}`);
  return parts;
}

/** The rows a query pages through (`s`; in a search, `r` the engine's score, `t` whether q is held) and their order. */
function candidatesSql(query: SintaPageQuery): { from: Prisma.Sql; order: SortKey[] } {
  const filters = filterSql(query);
  const { q } = query;
  if (!q) return { from: Prisma.sql`sinta_journals s WHERE ${Prisma.join(filters, ' AND ')}`, order: listOrder };
  const pattern = `%${escapeLikePattern(q)}%`;
  const { ids, scores } = query.ranking ?? { ids: [], scores: [] };
  return {
    from: Prisma.sql`sinta_journals s
      LEFT JOIN unnest(${ids}::int[], ${scores}::float8[]) AS r(id, score) ON r.id = s.id
      CROSS JOIN LATERAL (SELECT s.title ILIKE ${pattern} OR s.affiliation ILIKE ${pattern}
        OR array_to_string(s.subject_areas, ', ') ILIKE ${pattern} AS holds) t
      WHERE ${Prisma.join([...filters, Prisma.sql`(t.holds OR r.id IS NOT NULL)`], ' AND ')}`,
    order: [
      { sql: Prisma.sql`CASE WHEN lower(btrim(s.title)) = lower(${q}) THEN 0 WHEN t.holds THEN 1 ELSE 2 END` },
      { sql: Prisma.sql`r.score`, isDescending: true },
      ...listOrder,
    ],
  };
}

export async function findSintaPage(query: SintaPageQuery): Promise<SintaPage> {
  const { page, limit } = query;
  const { from, order } = candidatesSql(query);
  const [rows, lists] = await Promise.all([
    db.$queryRaw<(SintaRow & { total: bigint })[]>(Prisma.sql`
      WITH page AS (
        SELECT s.id, ${sortColumns(order)}, count(*) OVER () AS total
        FROM ${from}
        ORDER BY ${sortOrder(order)}
        LIMIT ${limit} OFFSET ${(page - 1) * limit}
      )
      SELECT ${Prisma.raw(sintaRowColumns)}, page.total
      FROM page JOIN sinta_journals s USING (id) ${Prisma.raw(scopusMatchJoin)}
      ORDER BY ${sortOrder(order, 'page.')}`),
    loadListEntries(),
  ]);
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number((await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM ${from}`)[0]!.total);
  return pageOf(
    rows.map((row) => toSintaItem(row, lists.index)),
    { page, limit, total },
  );
}
