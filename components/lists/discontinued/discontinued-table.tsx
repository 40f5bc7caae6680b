'use client';
// The discontinued titles as a table on wide screens (768 px and up; cards below): name, ISSN, E-ISSN, publisher,
// reason, year, volume and issue, '—' where the list gives none.
import { useTranslations } from 'next-intl';
import type { DiscontinuedJournalItem } from '@/lib/lists/list-types';
import { ListJournalName } from '../list-journal-name';
import { ListTable } from '../list-table';
import { NO_VALUE } from '../use-list-date';

const cellClassName = 'px-4 py-3 align-top text-slate-700';
const columns = ['columnName', 'columnIssn', 'columnEissn', 'columnPublisher', 'columnReason', 'columnYear', 'columnVolume', 'columnIssue'] as const;

export function DiscontinuedTable({ journals }: { journals: DiscontinuedJournalItem[] }) {
  const t = useTranslations('Discontinued');
  return (
    <ListTable
      testId="dis-table"
      caption={t('tableCaption')}
      captionId="dis-table-caption"
      columns={columns.map((column) => t(column))}
      wrapperTestId="dis-table-wrapper"
      className="hidden md:block"
    >
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
    </ListTable>
  );
}
