'use client';
// The home page's filter panel: field, quartile and category dropdowns built from the catalogue's facets, in the
// shared filter disclosure (a native <details>, so it opens without JavaScript too); its selects are named, so they
// submit with the search form around them.
import { useTranslations } from 'next-intl';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterSelect } from '@/components/ui/filter-select';
import type { CatalogueQuery } from '@/components/journals/catalogue-query';
import type { FacetValue, JournalFacets } from '@/lib/catalogue/journal-types';

type FilterName = 'field' | 'quartile' | 'category';

interface FilterPanelProps {
  query: CatalogueQuery;
  facets: JournalFacets;
  onChange: (name: FilterName, value: string) => void;
  onReset: () => void;
}

export function FilterPanel({ query, facets, onChange, onReset }: FilterPanelProps) {
  const t = useTranslations('FilterPanel');
  const format = (entries: FacetValue[]) =>
    entries.map((entry) => ({ value: entry.value, label: t('option', { value: entry.value, count: entry.count }) }));
  const selects = [
    { name: 'field', label: t('field'), allLabel: t('allFields'), options: format(facets.fields) },
    { name: 'quartile', label: t('quartile'), allLabel: t('allQuartiles'), options: format(facets.quartiles) },
    { name: 'category', label: t('category'), allLabel: t('allCategories'), options: format(facets.categories) },
  ] as const;
  const activeCount = selects.filter((select) => query[select.name]).length;

  return (
    // Open from the start when a shared link carries filters; afterwards only the visitor opens or closes it.
    <FilterDisclosure
      label={t('toggle')}
      badge={activeCount > 0 ? t('activeCount', { count: activeCount }) : null}
      initiallyOpen={activeCount > 0}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {selects.map((select) => (
          <FilterSelect key={select.name} {...select} idPrefix="filter" value={query[select.name]} onChange={onChange} />
        ))}
        {activeCount > 0 ? (
          <div className="md:col-span-3">
            <button
              type="button"
              data-testid="filter-reset"
              onClick={onReset}
              className="rounded-md text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline"
            >
              {t('reset')}
            </button>
          </div>
        ) : null}
      </div>
    </FilterDisclosure>
  );
}
