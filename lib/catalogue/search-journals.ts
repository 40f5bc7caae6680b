// Title search (GET /api/journal/search): a case-insensitive substring of the title (served by the title's pg_trgm
// index) or an exact ISSN with or without its hyphen, narrowed by the catalogue filters. By relevance (exact matches
// first, then prefixes, then by rank) unless another sort is asked.
import 'server-only';
// The importer's ISSN form: the search must normalise exactly as the `issns` column was written.
import { normaliseIssn } from '../import/normalise-issn';
import { Prisma } from '../generated/prisma/client';
import { type JournalSearchQuery, resolveJournalSort } from '../schemas/journal-query';
import { escapeLikePattern } from '../shared/escape-like-pattern';
import { journalFilterSql } from './journal-filter-sql';
import type { JournalListItem, JournalPage } from './journal-types';
import { findJournalPage } from './find-journal-page';
import { createTtlCache } from '../shared/ttl-cache';

// A broad query ("journal", one letter) matches thousands of titles and costs tens of ms; the same query asked again
// within a minute (popular terms, the pager's next click) is answered from memory. No match is not worth keeping.
const pages = createTtlCache<JournalPage>({
  ttlMs: 60_000,
  maxEntries: 500,
  isCacheable: (result) => result.pagination.total > 0,
});

/** The search's match condition and its relevance class (0 exact title or ISSN, 1 prefix, 2 substring). */
export function titleMatchSql(q: string): { match: Prisma.Sql; relevance: Prisma.Sql } {
  const literal = escapeLikePattern(q);
  const issn = normaliseIssn(q);
  const isIssnMatch = issn ? Prisma.sql`journals.issns @> ARRAY[${issn}]::text[]` : Prisma.sql`false`;
  return {
    match: Prisma.sql`(journals.title ILIKE ${`%${literal}%`} OR ${isIssnMatch})`,
    relevance: Prisma.sql`CASE WHEN journals.title ILIKE ${literal} OR ${isIssnMatch} THEN 0
      WHEN journals.title ILIKE ${`${literal}%`} THEN 1 ELSE 2 END`,
  };
}

export function searchJournals(query: JournalSearchQuery): Promise<JournalPage> {
  const { q, page, limit, sort: _sort, order: _order, ...filters } = query;
  const { sort, order } = resolveJournalSort(query, true);
  const key = JSON.stringify([q, page, limit, sort, order, filters]);
  return pages.get(key, () => {
    const { match, relevance } = titleMatchSql(q);
    return findJournalPage({ conditions: [match, ...journalFilterSql(filters)], relevance, sort, order, page, limit });
  });
}
