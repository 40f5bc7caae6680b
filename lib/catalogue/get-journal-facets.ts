// The filter dropdowns' options (GET /api/journal/facets): every field, quartile and category with its number of
// journals, sorted by value. Kept in memory for a few minutes: the catalogue only changes on an import.
import 'server-only';
import { db } from '../core/db';
import type { FacetValue, JournalFacets } from './journal-types';
import { createTtlCache } from '../shared/ttl-cache';

// Alphabetical as a reader expects (not byte order), numbers in numeric order.
const byValue = new Intl.Collator('en', { numeric: true });

// An empty answer (the first import still running) is asked again next time rather than kept for ten minutes.
const cache = createTtlCache<JournalFacets>({
  ttlMs: 10 * 60 * 1000,
  maxEntries: 1,
  isCacheable: (facets) => facets.fields.length > 0,
});

function sorted(rows: { value: string; count: bigint }[]): FacetValue[] {
  return rows
    .map(({ value, count }) => ({ value, count: Number(count) }))
    .sort((a, b) => byValue.compare(a.value, b.value));
}

async function loadFacets(): Promise<JournalFacets> {
  const [fields, quartiles, categories] = await Promise.all([
    db.$queryRaw<{ value: string; count: bigint }[]>`
      SELECT value, count(*) AS count FROM journals, unnest(area_list) AS value WHERE value <> '' GROUP BY value`,
    db.$queryRaw<{ value: string; count: bigint }[]>`
      SELECT sjr_best_quartile AS value, count(*) AS count FROM journals
      WHERE sjr_best_quartile IS NOT NULL GROUP BY sjr_best_quartile`,
    db.$queryRaw<{ value: string; count: bigint }[]>`
      SELECT value, count(*) AS count FROM journals, unnest(category_list) AS value WHERE value <> '' GROUP BY value`,
  ]);
  return { fields: sorted(fields), quartiles: sorted(quartiles), categories: sorted(categories) };
}

export function getJournalFacets(): Promise<JournalFacets> {
  return cache.get('facets', loadFacets);
}
