'use client';
// The toggleable filter panel (spec §2 Home): field, quartile and category dropdowns built from the catalogue's
// facets. A native <details>, so it opens without JavaScript too, and its selects submit with the search form.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
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
  const activeCount = [query.field, query.quartile, query.category].filter(Boolean).length;
  // Open from the start when a shared link carries filters; afterwards only the visitor opens or closes it.
  const [isOpen, setIsOpen] = useState(activeCount > 0);

  return (
    <details
      data-testid="filter-panel"
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="group rounded-lg border border-slate-200 bg-slate-50">
      <summary
        data-testid="filter-toggle"
        className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path strokeLinecap="round" d="M3 5h14M6 10h8M8.5 15h3" />
        </svg>
        <span>{t('toggle')}</span>
        {activeCount > 0 ? (
          <span data-testid="filter-active-count" className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('activeCount', { count: activeCount })}
          </span>
        ) : null}
        <svg viewBox="0 0 20 20" aria-hidden="true" className="ml-auto size-4 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path strokeLinecap="round" strokeLinejoin="round" d="m5 8 5 5 5-5" />
        </svg>
      </summary>
      <div className="grid gap-4 border-t border-slate-200 px-4 py-4 md:grid-cols-3">
        <SelectField
          id="filter-field"
          name="field"
          testId="filter-field"
          label={t('field')}
          allLabel={t('allFields')}
          value={query.field}
          options={format(facets.fields)}
          onChange={(value) => onChange('field', value)}
        />
        <SelectField
          id="filter-quartile"
          name="quartile"
          testId="filter-quartile"
          label={t('quartile')}
          allLabel={t('allQuartiles')}
          value={query.quartile}
          options={format(facets.quartiles)}
          onChange={(value) => onChange('quartile', value)}
        />
        <SelectField
          id="filter-category"
          name="category"
          testId="filter-category"
          label={t('category')}
          allLabel={t('allCategories')}
          value={query.category}
          options={format(facets.categories)}
          onChange={(value) => onChange('category', value)}
        />
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
    </details>
  );
}
