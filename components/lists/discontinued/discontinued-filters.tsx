'use client';
// The discontinued page's filter panel (spec §2): reason dropdown, publisher text, year dropdown (options from the
// list in place; the SJR stand-in has no reasons or years, so those are disabled and say why), the volume/issue note,
// and Clear, which empties the search and every filter.
import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/select-field';
import { FilterDisclosure } from '../../ui/filter-disclosure';
import type { DiscontinuedFilters } from './discontinued-query';
import { useDiscontinuedOptions } from './use-discontinued';
import { ClearButton } from '@/components/ui/clear-button';

interface DiscontinuedFiltersPanelProps {
  filters: DiscontinuedFilters;
  activeCount: number;
  onChange: (name: 'reason' | 'publisher' | 'year', value: string) => void;
  onClear: () => void;
}

const asOptions = (values: (string | number)[]) => values.map((value) => ({ value: String(value), label: String(value) }));

export function DiscontinuedFiltersPanel({ filters, activeCount, onChange, onClear }: DiscontinuedFiltersPanelProps) {
  const t = useTranslations('Discontinued');
  const options = useDiscontinuedOptions();
  const hasReasons = (options?.reasons.length ?? 0) > 0;
  const hasYears = (options?.years.length ?? 0) > 0;
  return (
    <FilterDisclosure
      label={t('filters')}
      badge={activeCount > 0 ? String(activeCount) : null}
      badgeLabel={t('activeFilters', { count: activeCount })}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {/* A dropdown without options cannot narrow anything: disabled rather than offering an empty choice. */}
        <fieldset disabled={!hasReasons} className={`min-w-0 ${hasReasons ? '' : 'opacity-60'}`}>
          <SelectField
            id="dis-reason"
            name="reason"
            testId="dis-reason"
            label={t('reasonFilter')}
            allLabel={t('allReasons')}
            value={filters.reason}
            options={asOptions(options?.reasons ?? [])}
            onChange={(value) => onChange('reason', value)}
          />
        </fieldset>
        <div className="min-w-0">
          <label htmlFor="dis-publisher" className="block text-sm font-medium text-slate-700">
            {t('publisherFilter')}
          </label>
          <input
            id="dis-publisher"
            type="text"
            data-testid="dis-publisher"
            value={filters.publisher}
            maxLength={200}
            autoComplete="off"
            placeholder={t('publisherPlaceholder')}
            onChange={(event) => onChange('publisher', event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600 sm:text-sm"
          />
        </div>
        <fieldset disabled={!hasYears} className={`min-w-0 ${hasYears ? '' : 'opacity-60'}`}>
          <SelectField
            id="dis-year"
            name="year"
            testId="dis-year"
            label={t('yearFilter')}
            allLabel={t('allYears')}
            value={filters.year}
            options={asOptions(options?.years ?? [])}
            onChange={(value) => onChange('year', value)}
          />
        </fieldset>
      </div>
      {options && (!hasReasons || !hasYears) ? (
        <p data-testid="dis-no-options" className="mt-3 text-xs text-slate-600">
          {t('noOptions')}
        </p>
      ) : null}
      <p data-testid="dis-volume-note" className="mt-3 text-xs text-slate-600">
        {t('volumeNote')}
      </p>
      <ClearButton testId="filter-clear" label={t('clear')} isDisabled={activeCount === 0} onClick={onClear} className="mt-4" />
    </FilterDisclosure>
  );
}
