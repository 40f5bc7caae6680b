// The comparison below 768 px: one card per journal with every row of the table (nothing left out on a phone), the
// row's source beside its label and the best value marked.
import { getTranslations } from 'next-intl/server';
import type { ComparedJournal } from '@/lib/compare/compare-journals';
import { BestMark } from './best-mark';
import type { CompareRow } from './compare-rows';
import { ComparedJournalName } from './compared-journal-name';

interface CompareCardsProps {
  journals: ComparedJournal[];
  rows: CompareRow[];
}

export async function CompareCards({ journals, rows }: CompareCardsProps) {
  const t = await getTranslations('Compare');
  return (
    <div data-testid="compare-cards" className="space-y-4 md:hidden">
      {journals.map((journal, index) => (
        <article
          key={journal.Sourceid}
          data-testid="compare-card"
          data-source-id={journal.Sourceid}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 className="text-base leading-snug">
            <ComparedJournalName journal={journal} journals={journals} />
          </h2>
          <dl className="mt-3 divide-y divide-slate-100 text-sm">
            {rows.map((row) => {
              const cell = row.cells[index]!;
              return (
                <div
                  key={row.key}
                  data-testid={`compare-card-row-${row.key}`}
                  data-best={cell.isBest ? 'true' : undefined}
                  className={`grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2 ${cell.isBest ? 'bg-emerald-50' : ''}`}
                >
                  <dt className="font-medium text-slate-600">
                    {row.label}
                    {row.source ? <span className="block text-xs font-normal text-slate-500">{row.source}</span> : null}
                  </dt>
                  <dd className="min-w-0 break-words text-slate-900">
                    {cell.value}
                    {cell.isBest ? <BestMark label={t('best')} /> : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        </article>
      ))}
    </div>
  );
}
