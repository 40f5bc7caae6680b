// The comparison from 768 px up: one column per journal, one row per figure, the row's source under its label and
// the best value marked.
import { getTranslations } from 'next-intl/server';
import type { ComparedJournal } from '@/lib/compare/compare-journals';
import { BestMark } from './best-mark';
import type { CompareRow } from './compare-rows';
import { ComparedJournalName } from './compared-journal-name';

interface CompareTableProps {
  journals: ComparedJournal[];
  rows: CompareRow[];
}

export async function CompareTable({ journals, rows }: CompareTableProps) {
  const t = await getTranslations('Compare');
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table data-testid="compare-table" className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-44 px-4 py-3 align-bottom text-xs font-medium uppercase tracking-wide text-slate-500 lg:w-52">
              {t('journal')}
            </th>
            {journals.map((journal) => (
              <th key={journal.Sourceid} scope="col" data-source-id={journal.Sourceid} className="px-4 py-3 align-top break-words">
                <ComparedJournalName journal={journal} journals={journals} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} data-testid={`compare-row-${row.key}`}>
              <th scope="row" className="px-4 py-3 align-top font-medium text-slate-700">
                {row.label}
                {row.source ? <span className="mt-0.5 block text-xs font-normal text-slate-500">{row.source}</span> : null}
              </th>
              {row.cells.map((cell) => (
                <td
                  key={cell.sourceId}
                  data-source-id={cell.sourceId}
                  data-best={cell.isBest ? 'true' : undefined}
                  className={`px-4 py-3 align-top break-words text-slate-900 ${cell.isBest ? 'bg-emerald-50' : ''}`}
                >
                  {cell.value}
                  {cell.isBest ? <BestMark label={t('best')} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
