// Title search (GET /api/journal/search): a case-insensitive substring of the title (served by the title's pg_trgm
// index) or an exact ISSN with or without its hyphen, narrowed by the catalogue filters (field, quartile, category).
// Exact matches first, then prefixes, then by rank.
import 'server-only';
// The importer's ISSN form: the search must normalise exactly as the `issns` column was written.
import { normaliseIssn } from '../import/normalise-issn';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import type { JournalSearchQuery } from '../schemas/journal-query';
import { escapeLikePattern } from '../shared/escape-like-pattern';
import { journalFilterSql } from './journal-filter-sql';
import type { JournalListItem, Page } from './journal-types';
import { pageOf } from '../shared/page-of';
import { type JournalListRow, toJournalListItem } from './to-journal-list-item';
import { createTtlCache } from '../shared/ttl-cache';

// A broad query ("journal", one letter) matches thousands of titles and costs tens of ms; the same query asked again
// within a minute (popular terms, the pager's next click) is answered from memory. No match is not worth keeping.
const pages = createTtlCache<Page<JournalListItem>>({
  ttlMs: 60_000,
  maxEntries: 500,
  isCacheable: (result) => result.pagination.total > 0,
});

async function countMatches(where: Prisma.Sql): Promise<number> {
  const [{ total }] = await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM journals WHERE ${where}`;
  return Number(total);
}

async function findPage({ q, page, limit, ...filters }: JournalSearchQuery): Promise<Page<JournalListItem>> {
  const literal = escapeLikePattern(q);
  const issn = normaliseIssn(q);
  const isIssnMatch = issn ? Prisma.sql`issns @> ARRAY[${issn}]::text[]` : Prisma.sql`false`;
  const where = Prisma.join(
    [Prisma.sql`(title ILIKE ${`%${literal}%`} OR ${isIssnMatch})`, ...journalFilterSql(filters)],
    ' AND ',
  );
  const offset = (page - 1) * limit;

  // Order and count on narrow rows (id, rank, relevance) and read the full columns of the page's rows only: with
  // thousands of matches this halves the time. The total rides along as a window count, saving a second scan.
  const rows = await db.$queryRaw<(JournalListRow & { total: bigint })[]>`
    WITH page AS (
      SELECT source_id, rank, count(*) OVER () AS total,
        CASE WHEN title ILIKE ${literal} OR ${isIssnMatch} THEN 0 WHEN title ILIKE ${`${literal}%`} THEN 1 ELSE 2 END
          AS relevance
      FROM journals
      WHERE ${where}
      ORDER BY relevance, rank, source_id
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT j.source_id AS "sourceId", j.title, j.area_list AS "areaList", j.sjr_best_quartile AS "sjrBestQuartile",
      j.review_time_weeks AS "reviewTimeWeeks", j.apc_amount AS "apcAmount", j.apc_currency AS "apcCurrency",
      j.apc_source::text AS "apcSource", j.apc_year AS "apcYear", j.apc_origin AS "apcOrigin",
      j.apc_observed_on AS "apcObservedOn", j.country, j.publisher, j.category_list AS "categoryList",
      j.acceptance_rate AS "acceptanceRate", j.metrics_source AS "metricsSource",
      (SELECT coalesce(json_agg(json_build_object('measure', m.measure, 'value', m.value, 'statistic', m.statistic,
                'source', m.source, 'asOf', m.as_of, 'periodStart', m.period_start)), '[]')
       FROM journal_metrics m WHERE m.source_id = j.source_id) AS metrics,
      page.total
    FROM page JOIN journals j USING (source_id)
    ORDER BY page.relevance, page.rank, page.source_id`;

  // Past the last page there is no row to carry the total: only then is it counted on its own.
  const total = rows.length > 0 ? Number(rows[0].total) : offset === 0 ? 0 : await countMatches(where);
  return pageOf(rows.map(toJournalListItem), { page, limit, total });
}

export function searchJournals(query: JournalSearchQuery): Promise<Page<JournalListItem>> {
  const { q, page, limit, field, quartile, category } = query;
  return pages.get(JSON.stringify([q, page, limit, field ?? null, quartile ?? null, category ?? null]), () =>
    findPage(query),
  );
}
