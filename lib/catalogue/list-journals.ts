// The catalogue list (GET /api/journal): narrowed by the catalogue filters, ordered by the asked sort (SJR, best
// first, by default), one page at a time: the browser is never sent the whole catalogue, only the page it shows.
import 'server-only';
import { type JournalListQuery, resolveJournalSort } from '../schemas/journal-query';
import { journalFilterSql } from './journal-filter-sql';
import type { JournalListItem, JournalPage } from './journal-types';
import { findJournalPage } from './find-journal-page';
import { createTtlCache } from '../shared/ttl-cache';

// The same few filter combinations are asked again and again, and the catalogue changes only on import: pages are
// kept a minute. 0 is not kept (first import running).
const pages = createTtlCache<JournalPage>({
  ttlMs: 60_000,
  maxEntries: 500,
  isCacheable: (answer) => answer.pagination.total > 0,
});

export function listJournals(query: JournalListQuery): Promise<JournalPage> {
  const { page, limit, sort: _sort, order: _order, ...filters } = query;
  const { sort, order } = resolveJournalSort(query, false);
  const key = JSON.stringify([page, limit, sort, order, filters]);
  return pages.get(key, () => findJournalPage({ conditions: journalFilterSql(filters), sort, order, page, limit }));
}
