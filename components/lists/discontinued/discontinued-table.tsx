'use client';
// The discontinued titles as a table on wide screens (spec §2, md and up; cards below 768 px): name, ISSN, E-ISSN,
// publisher, reason, year, volume and issue, '—' where the list gives none.
import { useTranslations } from 'next-intl';
import type { DiscontinuedJournalItem } from '@/lib/lists/list-types';
import { ListJournalName } from '../list-journal-name';
import { NO_VALUE } from '../use-list-date';

const cellClassName = 'px-4 py-3 align-top text-slate-700';
const headClassName = 'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';

export function DiscontinuedTable({ journals }: { journals: DiscontinuedJournalItem[] }) {
  const t = useTranslations('Discontinued');
  const columns = ['columnName', 'columnIssn', 'columnEissn', 'columnPublisher', 'columnReason', 'columnYear', 'columnVolume', 'columnIssue'];
  return (
    <div
      role="region"
      aria-labelledby="dis-table-caption"
      tabIndex={0}
      data-testid="dis-table-wrapper"
      className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block"
    >
      <table data-testid="dis-table" className="min-w-full divide-y divide-slate-200 text-sm">
        <caption id="dis-table-caption" className="sr-only">
          {t('tableCaption')}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headClassName}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {journals.map((journal, index) => (
            <tr key={journal.Sourceid ?? `${journal['Nama Jurnal']}-${index}`} data-testid="dis-row" className="hover:bg-slate-50">
              <td className={`${cellClassName} min-w-56 font-medium text-slate-900`}>
                <ListJournalName sourceId={journal.Sourceid} name={journal['Nama Jurnal']} testId="dis-row-name" />
              </td>
              <td className={`${cellClassName} whitespace-nowrap`}>{journal.ISSN ?? NO_VALUE}</td>
              <td className={`${cellClassName} whitespace-nowrap`}>{journal.EISSN ?? NO_VALUE}</td>
              <td className={`${cellClassName} min-w-40`}>{journal.Publisher ?? NO_VALUE}</td>
              <td className={`${cellClassName} min-w-40`}>{journal.Reason ?? NO_VALUE}</td>
              <td className={cellClassName}>{journal.Year ?? NO_VALUE}</td>
              <td className={cellClassName}>{journal.Volume ?? NO_VALUE}</td>
              <td className={cellClassName}>{journal.Issue ?? NO_VALUE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
