// One page of catalogue journals for the list and the search: the conditions (a search's match, the filters) and the
// sort are theirs. Order and count on narrow rows (id, rank, sort value) and read the full columns of the page's rows
// only: with thousands of matches this halves the time. The total rides along as a window count, saving a scan.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import type { JournalSort, SortOrder } from '../schemas/journal-query';
import { journalOrderSql, journalSortValueSql } from './journal-sort-sql';
import type { JournalListItem, JournalPage } from './journal-types';
import { pageOf } from '../shared/page-of';
import { doajJsonSql } from '../doaj/doaj-facts';
import { type JournalListRow, toJournalListItem } from './to-journal-list-item';

export interface JournalPageRequest {
  conditions: Prisma.Sql[];
  sort: JournalSort;
  order: SortOrder;
  /** The search's match class (0 best); the list has none. */
  relevance?: Prisma.Sql;
  page: number;
  limit: number;
}

export const whereSql = (conditions: Prisma.Sql[]): Prisma.Sql =>
  conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`true`;

async function countMatches(where: Prisma.Sql): Promise<number> {
  const [{ total }] = await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM journals WHERE ${where}`;
  return Number(total);
}

/** The columns of a card, read from `j` with its published figures. */
export const journalCardColumnsSql = Prisma.sql`j.source_id AS "sourceId", j.title, j.area_list AS "areaList",
  j.sjr_best_quartile AS "sjrBestQuartile", j.review_time_weeks AS "reviewTimeWeeks", j.apc_amount AS "apcAmount",
  j.apc_currency AS "apcCurrency", j.apc_source::text AS "apcSource", j.apc_year AS "apcYear",
  j.apc_origin AS "apcOrigin", j.apc_observed_on AS "apcObservedOn", j.country, j.publisher,
  j.category_list AS "categoryList", j.acceptance_rate AS "acceptanceRate", j.metrics_source AS "metricsSource",
  (SELECT coalesce(json_agg(json_build_object('measure', m.measure, 'value', m.value, 'statistic', m.statistic,
            'source', m.source, 'asOf', m.as_of, 'periodStart', m.period_start)), '[]')
   FROM journal_metrics m WHERE m.source_id = j.source_id) AS metrics,
  (SELECT ${Prisma.raw(doajJsonSql)} FROM doaj_journals d WHERE d.key = j.doaj_key) AS doaj`;

/**
 * The ordered rows from `offset` with the columns asked (read from `j`), the total of matches and how many of them
 * have the sort's value (the others come last, whichever the direction); `limit` null for every row from there.
 */
export function journalRowsSql(
  { conditions, sort, order, relevance }: Omit<JournalPageRequest, 'page' | 'limit'>,
  columns: Prisma.Sql,
  offset: number,
  limit: number | null,
): Prisma.Sql {
  return Prisma.sql`
    WITH page AS (
      SELECT source_id, rank, count(*) OVER () AS total, count(sort_value) OVER () AS with_value, sort_value
      FROM (
        SELECT source_id, rank, ${journalSortValueSql(sort, relevance)} AS sort_value
        FROM journals
        WHERE ${whereSql(conditions)}
      ) AS matches
      ORDER BY ${journalOrderSql(order)}
      LIMIT ${limit === null ? Prisma.sql`ALL` : limit} OFFSET ${offset}
    )
    SELECT ${columns}, page.total, page.with_value AS "withValue"
    FROM page JOIN journals j USING (source_id)
    ORDER BY ${journalOrderSql(order, 'page.')}`;
}

/** The ordered rows of one page with the columns asked (read from `j`), the total and how many have the sort's value. */
export function queryJournalRows<T>(
  request: Omit<JournalPageRequest, 'page' | 'limit'>,
  columns: Prisma.Sql,
  offset: number,
  limit: number,
): Promise<(T & { total: bigint; withValue: bigint })[]> {
  return db.$queryRaw<(T & { total: bigint; withValue: bigint })[]>(journalRowsSql(request, columns, offset, limit));
}

export async function findJournalPage(request: JournalPageRequest): Promise<JournalPage> {
  const { page, limit } = request;
  const offset = (page - 1) * limit;
  const rows = await queryJournalRows<JournalListRow>(request, journalCardColumnsSql, offset, limit);
  // Past the last page there is no row to carry the total: only then is it counted on its own.
  const total =
    rows.length > 0 ? Number(rows[0].total) : offset === 0 ? 0 : await countMatches(whereSql(request.conditions));
  const answer = pageOf(rows.map(toJournalListItem), { page, limit, total });
  if (request.sort === 'relevance' || rows.length === 0) return answer;
  return { ...answer, sortCoverage: { sort: request.sort, withValue: Number(rows[0].withValue), total } };
}
