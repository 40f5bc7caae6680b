'use client';
// The new titles as a table from 768 px (cards below): journal name (a link to its catalogue page when it has a Sourceid), ISSN, E-ISSN, date
// of acceptance ('—' when the list has none), publisher, and the fixed '2025' year label.
import { useTranslations } from 'next-intl';
import type { NewJournalItem } from '@/lib/lists/list-types';
import { ListJournalName } from '../list-journal-name';
import { ListTable } from '../list-table';
import { NO_VALUE, useListDate } from '../use-list-date';

const cellClassName = 'px-4 py-3 align-top';

export function NewScopusTable({ journals }: { journals: NewJournalItem[] }) {
  const t = useTranslations('NewScopus');
  const formatDate = useListDate();
  const columns = [t('columnName'), t('columnIssn'), t('columnEissn'), t('columnDate'), t('columnPublisher'), t('columnYear')];
  return (
    <ListTable
      testId="new-scopus-table"
      caption={t('tableCaption')}
      captionId="new-scopus-caption"
      columns={columns}
      className="hidden md:block"
    >
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
            {/* The year column is a fixed label: every title on this list is new in 2025. */}
            <span className="inline-flex rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-inset ring-blue-600/20">2025</span>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
