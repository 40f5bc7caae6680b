// The request's filters as one predicate over catalogue entries, applied after ranking. The rules for
// journals a filter cannot judge (no quartile, no known APC, no open-access flag) are in lib/schemas/recommend.ts.
import type { RecommendFilters } from '../schemas/recommend';
import type { CatalogueEntry } from './engine/catalogue-entry';
import { withinApcBudget } from '../catalogue/apc-in-usd';

// The budget rule (rates, unknown prices) is the catalogue filter's own: one rule for both.
export { apcInUsd } from '../catalogue/apc-in-usd';

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

export function journalFilter(filters: RecommendFilters): ((entry: CatalogueEntry) => boolean) | undefined {
  const { quartile, openAccess, maxApc, country, field } = filters;
  if ([quartile, openAccess, maxApc, country, field].every((value) => value === undefined)) return undefined;
  return (entry) => {
    if (entry.type === 'sinta') {
      if (quartile !== undefined || openAccess !== undefined || maxApc !== undefined) return false;
      if (country !== undefined && !same(country, 'Indonesia')) return false;
      return field === undefined || entry.subjectAreas.some((subject) => same(subject, field));
    }
    if (quartile !== undefined && entry.sjrBestQuartile !== quartile) return false;
    if (openAccess !== undefined && entry.isOpenAccess !== openAccess) return false;
    if (country !== undefined && !(entry.country && same(entry.country, country))) return false;
    if (field !== undefined && !entry.areaList.some((area) => same(area, field))) return false;
    return maxApc === undefined || withinApcBudget(entry.apcAmount, entry.apcCurrency, entry.isOpenAccessDiamond, maxApc);
  };
}
