'use client';
// The discontinued page's filters: reason dropdown, publisher text, year dropdown (options from the list in place;
// the SJR stand-in has no reasons or years, so those are disabled and say why), the volume/issue note, and Clear,
// which empties the search and every filter.
import { useTranslations } from 'next-intl';
import { ClearButton } from '@/components/ui/clear-button';
import { FilterSelect } from '@/components/ui/filter-select';
import type { SelectOption } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { DiscontinuedFilters } from './discontinued-query';
import { useDiscontinuedOptions } from './use-discontinued';

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
  const reasons = asOptions(options?.reasons ?? []);
  const years = asOptions(options?.years ?? []);
  const dropdown = (name: 'reason' | 'year', allLabel: string, choices: SelectOption[]) => (
    <FilterSelect
      idPrefix="dis"
      name={name}
      label={t(`${name}Filter`)}
      allLabel={allLabel}
      value={filters[name]}
      options={choices}
      isDisabled={choices.length === 0}
      onChange={onChange}
    />
  );
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        {dropdown('reason', t('allReasons'), reasons)}
        <TextField
          id="dis-publisher"
          testId="dis-publisher"
          label={t('publisherFilter')}
          value={filters.publisher}
          maxLength={200}
          placeholder={t('publisherPlaceholder')}
          height="compact"
          onChange={(value) => onChange('publisher', value)}
        />
        {dropdown('year', t('allYears'), years)}
      </div>
      {options && (reasons.length === 0 || years.length === 0) ? (
        <p data-testid="dis-no-options" className="mt-3 text-xs text-slate-600">
          {t('noOptions')}
        </p>
      ) : null}
      <p data-testid="dis-volume-note" className="mt-3 text-xs text-slate-600">
        {t('volumeNote')}
      </p>
      <ClearButton testId="filter-clear" label={t('clear')} isDisabled={activeCount === 0} onClick={onClear} className="mt-4" />
    </>
  );
}
