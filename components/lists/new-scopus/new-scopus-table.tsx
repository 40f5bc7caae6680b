'use client';
// The new titles as a table (spec §2): journal name (a link to its catalogue page when it has a Sourceid), ISSN,
// E-ISSN, date of acceptance ('—' when the list has none), publisher, and the fixed '2025' year label. Scrolls
// sideways on narrow screens, and can be scrolled with the keyboard.
import { useTranslations } from 'next-intl';
import type { NewJournalItem } from '@/lib/lists/list-types';
import { ListJournalName } from '../list-journal-name';
import { NO_VALUE, useListDate } from '../use-list-date';

const cellClassName = 'px-4 py-3 align-top';
const headClassName = 'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';

export function NewScopusTable({ journals }: { journals: NewJournalItem[] }) {
  const t = useTranslations('NewScopus');
  const formatDate = useListDate();
  return (
    <div role="region" aria-labelledby="new-scopus-caption" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table data-testid="new-scopus-table" className="min-w-full divide-y divide-slate-200 text-sm">
        <caption id="new-scopus-caption" className="sr-only">
          {t('tableCaption')}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headClassName}>{t('columnName')}</th>
            <th scope="col" className={headClassName}>{t('columnIssn')}</th>
            <th scope="col" className={headClassName}>{t('columnEissn')}</th>
            <th scope="col" className={headClassName}>{t('columnDate')}</th>
            <th scope="col" className={headClassName}>{t('columnPublisher')}</th>
            <th scope="col" className={headClassName}>{t('columnYear')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {journals.map((journal, index) => (
            <tr key={journal.Sourceid ?? `${journal.NamaJurnal}-${index}`} data-testid="new-scopus-row" className="hover:bg-slate-50">
              <td className={`${cellClassName} min-w-56 font-medium text-slate-900`}>
                <ListJournalName sourceId={journal.Sourceid} name={journal.NamaJurnal} testId="new-scopus-name" />
              </td>
              <td data-testid="new-scopus-issn" className={`${cellClassName} whitespace-nowrap text-slate-700`}>{journal.ISSN ?? NO_VALUE}</td>
              <td data-testid="new-scopus-eissn" className={`${cellClassName} whitespace-nowrap text-slate-700`}>{journal.EISSN ?? NO_VALUE}</td>
              <td data-testid="new-scopus-date" className={`${cellClassName} whitespace-nowrap text-slate-700`}>{formatDate(journal.Date)}</td>
              <td className={`${cellClassName} min-w-40 text-slate-700`}>{journal.Publisher ?? NO_VALUE}</td>
              <td className={cellClassName}>
                {/* Spec §2: the year column is a fixed label. */}
                <span className="inline-flex rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-inset ring-blue-600/20">2025</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
