// The request's filters as the recommender's query takes them (accept, onLeftOut), and the count of what they left
// out: every filter the request set is named in `byFilter`, 0 when it refused none of the best matches.
import type { RecommendFilters } from '../schemas/recommend';
import type { CatalogueEntry } from './engine/catalogue-entry';
import { journalFilterTests } from './journal-filter';
import type { LeftOut } from './recommendation-answer';
import type { RecommendQuery } from './recommender';

export function leftOutCounter(filters: RecommendFilters): {
  query: Pick<RecommendQuery, 'accept' | 'onLeftOut'>;
  leftOut: LeftOut;
} {
  const tests = journalFilterTests(filters);
  const leftOut: LeftOut = { total: 0, byFilter: Object.fromEntries(tests.map((test) => [test.name, 0])) };
  if (tests.length === 0) return { query: {}, leftOut };
  const onLeftOut = (entry: CatalogueEntry) => {
    leftOut.total += 1;
    for (const test of tests) if (!test.passes(entry)) leftOut.byFilter[test.name] = (leftOut.byFilter[test.name] ?? 0) + 1;
  };
  return { query: { accept: (entry) => tests.every((test) => test.passes(entry)), onLeftOut }, leftOut };
}
