// The filter dropdowns' options (GET /api/journal/facets): every field, quartile, category, country, source type and
// open-access kind with its number of journals, sorted by value. Each facet counts over the journals matching the
// search (q) and the other active filters, never its own (disjunctive facets: choosing Q2 still shows Q1's count).
// Kept in memory for a while: the catalogue only changes on an import.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import type { JournalFacetsQuery } from '../schemas/journal-query';
import { type JournalFilterName, journalFilterSql } from './journal-filter-sql';
import { whereSql } from './find-journal-page';
import type { FacetValue, JournalFacets } from './journal-types';
import { titleMatchSql } from './search-journals';
import { createTtlCache } from '../shared/ttl-cache';

// Alphabetical as a reader expects (not byte order), numbers in numeric order.
const byValue = new Intl.Collator('en', { numeric: true });

// An empty answer (the first import still running) is asked again next time rather than kept. The catalogue's own
// facets (no q, no filter) are the home page's: ten minutes; a search's, a minute like its pages.
const catalogueFacets = createTtlCache<JournalFacets>({
  ttlMs: 10 * 60 * 1000,
  maxEntries: 1,
  isCacheable: (facets) => facets.fields.length > 0,
});
const searchFacets = createTtlCache<JournalFacets>({ ttlMs: 60_000, maxEntries: 300 });

type CountRow = { value: string; count: bigint };

function sorted(rows: CountRow[]): FacetValue[] {
  return rows
    .map(({ value, count }) => ({ value, count: Number(count) }))
    .sort((a, b) => byValue.compare(a.value, b.value));
}

const OPEN_ACCESS_COUNTS = Prisma.sql`
  SELECT value, count FROM (SELECT count(*) FILTER (WHERE is_open_access) AS yes,
    count(*) FILTER (WHERE NOT is_open_access) AS no, count(*) FILTER (WHERE is_open_access_diamond) AS diamond
  FROM journals WHERE`;

async function loadFacets({ q, ...filters }: JournalFacetsQuery): Promise<JournalFacets> {
  const match = q === undefined ? [] : [titleMatchSql(q).match];
  const where = (own: JournalFilterName) => whereSql([...match, ...journalFilterSql(filters, own)]);
  const count = (value: Prisma.Sql, from: Prisma.Sql, own: JournalFilterName) =>
    db.$queryRaw<CountRow[]>`SELECT ${value} AS value, count(*) AS count FROM ${from}
      WHERE ${where(own)} AND ${value} IS NOT NULL AND ${value} <> '' GROUP BY 1`;
  const [fields, quartiles, categories, countries, types, openAccess] = await Promise.all([
    count(Prisma.sql`value`, Prisma.sql`journals, unnest(journals.area_list) AS value`, 'field'),
    count(Prisma.sql`journals.sjr_best_quartile`, Prisma.sql`journals`, 'quartile'),
    count(Prisma.sql`value`, Prisma.sql`journals, unnest(journals.category_list) AS value`, 'category'),
    count(Prisma.sql`journals.country`, Prisma.sql`journals`, 'country'),
    count(Prisma.sql`journals.type`, Prisma.sql`journals`, 'type'),
    db.$queryRaw<CountRow[]>`${OPEN_ACCESS_COUNTS} ${where('openAccess')}) AS counts,
      LATERAL (VALUES ('yes', yes), ('no', no), ('diamond', diamond)) AS v(value, count)`,
  ]);
  return {
    fields: sorted(fields),
    quartiles: sorted(quartiles),
    categories: sorted(categories),
    countries: sorted(countries),
    types: sorted(types),
    // yes, no, diamond in that order (the option list's), zeros included so every option shows.
    openAccess: openAccess.map(({ value, count }) => ({ value, count: Number(count) })),
  };
}

export function getJournalFacets(query: JournalFacetsQuery = {}): Promise<JournalFacets> {
  const asked = Object.entries(query).filter(([, value]) => value !== undefined);
  if (asked.length === 0) return catalogueFacets.get('facets', () => loadFacets({}));
  return searchFacets.get(JSON.stringify(asked), () => loadFacets(query));
}
