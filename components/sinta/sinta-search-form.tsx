'use client';
// The SINTA search (spec §2): a textarea for a title or an abstract, the collapsible Filter panel ('Subjek Area',
// 'Akreditasi SINTA', 'Hapus Filter', an 'Aktif' badge) whose changes apply at once, and 'Cari Jurnal SINTA'.
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { SelectField } from '@/components/ui/select-field';
import type { SintaFilterOptions } from '@/lib/sinta/sinta-types';
import { SearchSubmitButton } from '@/components/ui/search-submit-button';
import { ClearButton } from '@/components/ui/clear-button';

export type SintaFilterName = 'subject' | 'accreditation';

interface SintaSearchFormProps {
  text: string;
  subject: string;
  accreditation: string;
  options: SintaFilterOptions;
  onTextChange: (text: string) => void;
  onFilterChange: (name: SintaFilterName, value: string) => void;
  onClearFilters: () => void;
  onSubmit: () => void;
}

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

export function SintaSearchForm(props: SintaSearchFormProps) {
  const { text, subject, accreditation, options, onTextChange, onFilterChange, onClearFilters, onSubmit } = props;
  const t = useTranslations('Sinta');
  const isFiltered = subject !== '' || accreditation !== '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      role="search"
      aria-label={t('searchFormLabel')}
      data-testid="sinta-search-form"
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <label htmlFor="sinta-query" className="block text-sm font-medium text-slate-700">
          {t('queryLabel')}
        </label>
        <textarea
          id="sinta-query"
          data-testid="sinta-query"
          value={text}
          rows={3}
          maxLength={2000}
          placeholder={t('queryPlaceholder')}
          onChange={(event) => onTextChange(event.target.value)}
          className="mt-1 block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600 sm:text-sm"
        />
      </div>
      <FilterDisclosure label={t('filter')} badge={isFiltered ? t('active') : null} badgeLabel={t('activeLabel')}>
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
          <SelectField
            id="sinta-subject"
            name="subject"
            testId="sinta-subject"
            label={t('subjectFilter')}
            allLabel={t('allSubjects')}
            value={subject}
            options={asOptions(options.subjects)}
            onChange={(value) => onFilterChange('subject', value)}
          />
          <SelectField
            id="sinta-accreditation"
            name="accreditation"
            testId="sinta-accreditation"
            label={t('accreditationFilter')}
            allLabel={t('allAccreditations')}
            value={accreditation}
            options={asOptions(options.accreditations)}
            onChange={(value) => onFilterChange('accreditation', value)}
          />
          <ClearButton testId="sinta-clear-filters" label={t('clearFilters')} isDisabled={!isFiltered} onClick={onClearFilters} />
        </div>
      </FilterDisclosure>
      <SearchSubmitButton testId="sinta-submit" label={t('submit')} />
    </form>
  );
}
