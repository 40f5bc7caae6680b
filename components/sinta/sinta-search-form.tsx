'use client';
// The SINTA search: a textarea for a title, a few words or an abstract, the collapsible Filter panel ('Subjek
// Area', 'Akreditasi SINTA', its floor 'S2 atau lebih baik', 'Hapus Filter', an 'Aktif' badge) whose changes apply at once, and 'Cari Jurnal SINTA'.
import { useTranslations } from 'next-intl';
import { ClearButton } from '@/components/ui/clear-button';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchFormCard } from '@/components/ui/search-form-card';
import { TextField } from '@/components/ui/text-field';
import { MAX_SINTA_QUERY_LENGTH } from '@/lib/schemas/sinta-query';
import { SINTA_LEVELS } from '@/lib/shared/sinta-accreditation';
import type { SintaFilterOptions } from '@/lib/sinta/sinta-types';

export type SintaFilterName = 'subject' | 'accreditation' | 'minSintaLevel';

interface SintaSearchFormProps {
  text: string;
  subject: string;
  accreditation: string;
  minSintaLevel: string;
  options: SintaFilterOptions;
  onTextChange: (text: string) => void;
  onFilterChange: (name: SintaFilterName, value: string) => void;
  onClearFilters: () => void;
  onSubmit: () => void;
}

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

export function SintaSearchForm(props: SintaSearchFormProps) {
  const { text, subject, accreditation, minSintaLevel, options, onTextChange, onFilterChange, onClearFilters, onSubmit } = props;
  const t = useTranslations('Sinta');
  const isFiltered = subject !== '' || accreditation !== '' || minSintaLevel !== '';
  const selects = [
    { name: 'subject', label: t('subjectFilter'), allLabel: t('allSubjects'), value: subject, options: asOptions(options.subjects) },
    {
      name: 'accreditation',
      label: t('accreditationFilter'),
      allLabel: t('allAccreditations'),
      value: accreditation,
      options: asOptions(options.accreditations),
    },
    {
      name: 'minSintaLevel',
      label: t('minLevelFilter'),
      allLabel: t('allAccreditations'),
      value: minSintaLevel,
      options: SINTA_LEVELS.map((level) => ({ value: String(level), label: t('minLevelOption', { level }) })),
    },
  ] as const;
  return (
    <SearchFormCard label={t('searchFormLabel')} testId="sinta-search-form" submitLabel={t('submit')} submitTestId="sinta-submit" onSubmit={onSubmit}>
      <TextField
        id="sinta-query"
        testId="sinta-query"
        label={t('queryLabel')}
        value={text}
        rows={3}
        maxLength={MAX_SINTA_QUERY_LENGTH}
        placeholder={t('queryPlaceholder')}
        onChange={onTextChange}
      />
      <FilterDisclosure label={t('filter')} badge={isFiltered ? t('active') : null} badgeLabel={t('activeLabel')}>
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
          {selects.map((select) => (
            <FilterSelect key={select.name} {...select} idPrefix="sinta" onChange={onFilterChange} />
          ))}
          <ClearButton testId="sinta-clear-filters" label={t('clearFilters')} isDisabled={!isFiltered} onClick={onClearFilters} />
        </div>
      </FilterDisclosure>
    </SearchFormCard>
  );
}
