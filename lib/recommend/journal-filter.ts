// The request's filters as one predicate over catalogue entries, applied after ranking. The rules for
// journals a filter cannot judge (no quartile, no known APC, no open-access flag) are in lib/schemas/recommend.ts.
import type { RecommendFilters } from '../schemas/recommend';
import type { CatalogueEntry } from './engine/catalogue-entry';

// The catalogue's prices are in USD, CHF or EUR (data/SOURCES.md). Fixed rates set a little above recent years'
// averages, so a journal shown as within budget stays within it when the rate moves; other currencies are unknown.
const usdPerUnit: Record<string, number> = { USD: 1, EUR: 1.2, CHF: 1.25 };

export function apcInUsd(amount: number, currency: string | null): number | null {
  const rate = usdPerUnit[(currency ?? 'USD').toUpperCase()];
  return rate === undefined ? null : amount * rate;
}

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
    if (maxApc !== undefined) {
      if (entry.apcAmount === null) return entry.isOpenAccessDiamond;
      const usd = apcInUsd(entry.apcAmount, entry.apcCurrency);
      return usd !== null && usd <= maxApc;
    }
    return true;
  };
}
