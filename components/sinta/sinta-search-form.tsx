'use client';
// The SINTA search (spec §2): a textarea for a title or an abstract, the collapsible Filter panel ('Subjek Area',
// 'Akreditasi SINTA', 'Hapus Filter', an 'Aktif' badge) whose changes apply at once, and 'Cari Jurnal SINTA'.
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { FilterDisclosure } from '@/components/lists/filter-disclosure';
import { SelectField } from '@/components/ui/select-field';
import type { SintaFilterOptions } from '@/lib/sinta/sinta-types';

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
          <button
            type="button"
            data-testid="sinta-clear-filters"
            disabled={!isFiltered}
            onClick={onClearFilters}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('clearFilters')}
          </button>
        </div>
      </FilterDisclosure>
      <div className="flex justify-end">
        <button
          type="submit"
          data-testid="sinta-submit"
          className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 sm:w-auto"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="9" cy="9" r="5.5" />
            <path strokeLinecap="round" d="m13.5 13.5 3.5 3.5" />
          </svg>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
