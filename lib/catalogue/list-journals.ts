// The catalogue list (GET /api/journal): narrowed by the catalogue filters (field, quartile, category), ordered by
// SJR rank (best first), one page at a time: the browser is never sent the whole catalogue, only the page it shows.
import 'server-only';
import { db } from '../core/db';
import type { JournalFilters, JournalListQuery } from '../schemas/journal-query';
import { journalFilterWhere } from './journal-filter-where';
import type { JournalListItem, Page } from './journal-types';
import { pageOf } from '../shared/page-of';
import { journalListSelect, toJournalListItem } from './to-journal-list-item';
import { createTtlCache } from '../shared/ttl-cache';

// Counting a broad filter reads thousands of rows (~10 ms) while the page itself is an index walk (~0.1 ms); totals
// only change on an import, so they are kept a minute per filter combination. 0 is not kept (first import running).
const totals = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 2_000, isCacheable: (total) => total > 0 });

function countJournals(filters: JournalFilters): Promise<number> {
  const key = JSON.stringify([filters.field ?? null, filters.quartile ?? null, filters.category ?? null]);
  return totals.get(key, () => db.journal.count({ where: journalFilterWhere(filters) }));
}

// Pages too: the same few filter combinations are asked again and again, and the catalogue changes only on import.
const pages = createTtlCache<Page<JournalListItem>>({
  ttlMs: 60_000,
  maxEntries: 500,
  isCacheable: (answer) => answer.pagination.total > 0,
});

export function listJournals(query: JournalListQuery): Promise<Page<JournalListItem>> {
  const { page, limit, field, quartile, category } = query;
  const key = JSON.stringify([page, limit, field ?? null, quartile ?? null, category ?? null]);
  return pages.get(key, () => loadPage(query));
}

async function loadPage({ page, limit, ...filters }: JournalListQuery): Promise<Page<JournalListItem>> {
  const [total, rows] = await Promise.all([
    countJournals(filters),
    db.journal.findMany({
      where: journalFilterWhere(filters),
      select: journalListSelect,
      // Ranks can tie; the source id keeps the order, and so the pages, stable.
      orderBy: [{ rank: 'asc' }, { sourceId: 'asc' }],
      skip: (page - 1) * limit,
      take: limit,
    }),
  ]);
  return pageOf(rows.map(toJournalListItem), { page, limit, total });
}
