'use client';
// How the results are ordered: relevance (a search only), then SJR, H index, best quartile, APC and review time, each
// both ways, in one labelled native <select> (keyboard, phones). The shown choice is the query's sort with its
// defaults filled in; choosing the default of the list or search writes nothing to the address. It is disabled until
// the page's script runs: a choice made before would be shown but never applied.
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/session/session-context';
import { type CatalogueQuery, shownSort } from '@/lib/catalogue/address/catalogue-query';
import { DEFAULT_SORT_ORDER, JOURNAL_SORTS, resolveJournalSort, SORT_ORDERS } from '@/lib/schemas/journal-query-values';

interface SortSelectProps {
  query: CatalogueQuery;
  onChange: (sort: { sort: string; order: string }) => void;
}

/** Every sort with its natural direction first ("SJR, highest first" before "lowest first"). */
function sortChoices(isSearch: boolean): string[] {
  return JOURNAL_SORTS.flatMap((sort) => {
    if (sort === 'relevance') return isSearch ? ['relevance:desc'] : [];
    const first = DEFAULT_SORT_ORDER[sort];
    return [first, ...SORT_ORDERS.filter((order) => order !== first)].map((order) => `${sort}:${order}`);
  });
}

export function SortSelect({ query, onChange }: SortSelectProps) {
  const t = useTranslations('CatalogueSort');
  const isSearch = query.q !== '';
  const shown = shownSort(query);
  // The session is read right after hydration: the script has taken over.
  const isHydrating = useSession().loading;
  const choose = (value: string) => {
    const [sort, order] = value.split(':');
    const fallback = resolveJournalSort({}, isSearch);
    onChange(sort === fallback.sort && order === fallback.order ? { sort: '', order: '' } : { sort, order });
  };
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor="catalogue-sort" className="shrink-0 text-sm font-medium text-slate-700">
        {t('label')}
      </label>
      <select
        id="catalogue-sort"
        data-testid="catalogue-sort"
        value={`${shown.sort}:${shown.order}`}
        disabled={isHydrating}
        onChange={(event) => choose(event.target.value)}
        className="block min-w-0 truncate rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-blue-600 disabled:bg-slate-50"
      >
        {sortChoices(isSearch).map((value) => (
          <option key={value} value={value}>
            {t(`options.${value.replace(':', '_')}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
