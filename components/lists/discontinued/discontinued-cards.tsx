'use client';
// The discontinued titles as cards below 768 px, each with a button opening its detail dialog.
import { useTranslations } from 'next-intl';
import type { DiscontinuedJournalItem } from '@/lib/lists/list-types';
import { NO_VALUE } from '../use-list-date';

interface DiscontinuedCardsProps {
  journals: DiscontinuedJournalItem[];
  onOpen: (journal: DiscontinuedJournalItem) => void;
}

export function DiscontinuedCards({ journals, onOpen }: DiscontinuedCardsProps) {
  const t = useTranslations('Discontinued');
  return (
    <ul data-testid="dis-cards" className="grid gap-3 md:hidden">
      {journals.map((journal, index) => (
        <li key={journal.Sourceid ?? `${journal['Nama Jurnal']}-${index}`}>
          <article data-testid="dis-card" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 data-testid="dis-card-name" className="font-semibold leading-snug text-slate-900">
              {journal['Nama Jurnal']}
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <div className="col-span-2 min-w-0">
                <dt className="sr-only">{t('columnPublisher')}</dt>
                <dd className="break-words text-slate-600">{journal.Publisher ?? NO_VALUE}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('columnIssn')}</dt>
                <dd className="break-words text-slate-800">{journal.ISSN ?? NO_VALUE}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('columnYear')}</dt>
                <dd className="text-slate-800">{journal.Year ?? NO_VALUE}</dd>
              </div>
            </dl>
            <button
              type="button"
              data-testid="dis-card-open"
              aria-label={t('openDetailOf', { name: journal['Nama Jurnal'] })}
              onClick={() => onOpen(journal)}
              className="mt-3 rounded-lg border border-blue-200 bg-blue-50 px-3 py-1.5 text-sm font-medium text-blue-800 hover:bg-blue-100"
            >
              {t('openDetail')}
            </button>
          </article>
        </li>
      ))}
    </ul>
  );
}
