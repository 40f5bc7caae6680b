'use client';
// The home page's filter panel: field, quartile, category, country, open access (yes / no / diamond) and source type
// dropdowns with the counts of the search and the other filters (the facets), DOAJ's manuscript language, "in DOAJ"
// and "no APC", the quartile's and the SINTA level's
// floors ("Q3 or better"; the SINTA level only for the recommendations, where SINTA journals join), and the maximum
// APC (USD) and review time (days) boxes, in the shared filter disclosure; every control is named, so it submits with the search form around
// it. The fields, and the counts they show, are made when the panel first opens: a shared link with filters opens it
// from the start with the server's counts (and its fields in the page's HTML, for a browser without JavaScript);
// otherwise the counts are asked for on opening, and the dropdowns list their options when they arrive.
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterSelect } from '@/components/ui/filter-select';
import { NumberFilterField } from '@/components/ui/number-filter-field';
import {
  activeFilterCount,
  type CatalogueFilterName,
  type CatalogueQuery,
} from '@/lib/catalogue/address/catalogue-query';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { FacetValue } from '@/lib/catalogue/journal-types';
import { MAX_APC_USD, MAX_REVIEW_DAYS, QUARTILES, type SourceType } from '@/lib/schemas/journal-query-values';
import { SINTA_LEVELS } from '@/lib/shared/sinta-accreditation';
import { facetOptions } from './facet-options';
import { useCatalogueFacets } from './use-catalogue-facets';

// Message keys of the SCImago source types (keys without spaces).
const sourceTypeKeys: Record<SourceType, string> = {
  journal: 'journal',
  'book series': 'bookSeries',
  'conference and proceedings': 'conference',
  'trade journal': 'tradeJournal',
};

interface FilterPanelProps {
  query: CatalogueQuery;
  onChange: (name: CatalogueFilterName, value: string) => void;
  onReset: () => void;
}

export function FilterPanel({ query, onChange, onReset }: FilterPanelProps) {
  const t = useTranslations('FilterPanel');
  const activeCount = activeFilterCount(query);
  return (
    // Open from the start when a shared link carries filters; afterwards only the visitor opens or closes it.
    <FilterDisclosure
      label={t('toggle')}
      badge={activeCount > 0 ? t('activeCount', { count: activeCount }) : null}
      initiallyOpen={activeCount > 0}
    >
      <FilterFields query={query} onChange={onChange} onReset={onReset} />
    </FilterDisclosure>
  );
}

function FilterFields({ query, onChange, onReset }: FilterPanelProps) {
  const t = useTranslations('FilterPanel');
  const locale = useLocale();
  // Undefined until the first counts arrive.
  const facets = useCatalogueFacets(query);
  // Hundreds of options (countries, categories): built again only when the counts or the query change.
  const selects = useMemo(() => {
    const format = catalogueNumberFormat(locale);
    // "{value} ({count})": precompiled at build time, so formatting it for each of hundreds of options is cheap.
    const optionLabel = (value: string, count: string) => t('option', { value, count });
    const options = (name: CatalogueFilterName, entries: FacetValue[] | undefined, valueLabel?: (value: string) => string) =>
      facetOptions({
        entries,
        selected: query[name],
        format,
        optionLabel,
        valueLabel,
        ignoresCase: name === 'country' || name === 'type',
      });
    // An on/off filter: one choice, "yes", beside "all".
    const flag = (label: string): { value: string; label: string }[] => [{ value: 'yes', label }];
    const typeLabel = (value: string) => {
      const key = sourceTypeKeys[value as SourceType];
      return key ? t(`types.${key}`) : value;
    };
    return [
      { name: 'field', label: t('field'), allLabel: t('allFields'), options: options('field', facets?.fields) },
      { name: 'quartile', label: t('quartile'), allLabel: t('allQuartiles'), options: options('quartile', facets?.quartiles) },
      {
        name: 'minQuartile',
        label: t('minQuartile'),
        allLabel: t('allQuartiles'),
        options: QUARTILES.map((quartile) => ({ value: quartile, label: t('minQuartileOption', { quartile }) })),
      },
      {
        name: 'minSintaLevel',
        label: t('minSintaLevel'),
        allLabel: t('allSintaLevels'),
        options: SINTA_LEVELS.map((level) => ({ value: String(level), label: t('minSintaLevelOption', { level }) })),
      },
      { name: 'category', label: t('category'), allLabel: t('allCategories'), options: options('category', facets?.categories) },
      { name: 'country', label: t('country'), allLabel: t('allCountries'), options: options('country', facets?.countries) },
      {
        name: 'openAccess',
        label: t('openAccess'),
        allLabel: t('allOpenAccess'),
        options: options('openAccess', facets?.openAccess, (value) => t(`openAccessOptions.${value}`)),
      },
      { name: 'type', label: t('type'), allLabel: t('allTypes'), options: options('type', facets?.types, typeLabel) },
      {
        name: 'language',
        label: t('language'),
        allLabel: t('allLanguages'),
        options: (['id', 'en'] as const).map((code) => ({ value: code, label: t(`languageOptions.${code}`) })),
      },
      { name: 'inDoaj', label: t('inDoaj'), allLabel: t('allDoaj'), options: flag(t('inDoajYes')) },
      { name: 'noApc', label: t('noApc'), allLabel: t('allCharges'), options: flag(t('noApcYes')) },
    ] as const;
  }, [facets, locale, query, t]);
  const activeCount = activeFilterCount(query);

  return (
    <div aria-busy={!facets} className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
      {selects.map((select) => (
        <FilterSelect key={select.name} {...select} idPrefix="filter" value={query[select.name]} onChange={onChange} />
      ))}
      <NumberFilterField
        id="filter-maxApc"
        name="maxApc"
        label={t('maxApc')}
        hint={t('maxApcHint')}
        value={query.maxApc}
        max={MAX_APC_USD}
        onApply={(value) => onChange('maxApc', value)}
      />
      <NumberFilterField
        id="filter-maxReviewDays"
        name="maxReviewDays"
        label={t('maxReviewDays')}
        hint={t('maxReviewDaysHint')}
        value={query.maxReviewDays}
        max={MAX_REVIEW_DAYS}
        onApply={(value) => onChange('maxReviewDays', value)}
      />
      {/* The reset row keeps its room while no filter is set: leaving a number box applies its filter, and a row
          appearing then would move the search button under a pointer already pressing it (the click would be lost). */}
      <div className="sm:col-span-2 md:col-span-3">
        <button
          type="button"
          data-testid="filter-reset"
          onClick={onReset}
          disabled={activeCount === 0}
          aria-hidden={activeCount === 0 ? true : undefined}
          className={`rounded-md text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline ${activeCount === 0 ? 'invisible' : ''}`}
        >
          {t('reset')}
        </button>
      </div>
    </div>
  );
}
