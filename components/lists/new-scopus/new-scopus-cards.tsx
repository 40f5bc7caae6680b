'use client';
// The new titles as cards below 768 px, where the six columns of the table do not fit: each card holds everything a
// row does (name with its link, publisher, ISSN, E-ISSN, date of acceptance, the fixed 2025 label), so nothing is hidden.
import { useTranslations } from 'next-intl';
import type { NewJournalItem } from '@/lib/lists/list-types';
import { ListJournalName } from '../list-journal-name';
import { NO_VALUE, useListDate } from '../use-list-date';

const termClassName = 'text-xs font-medium uppercase tracking-wide text-slate-500';

export function NewScopusCards({ journals }: { journals: NewJournalItem[] }) {
  const t = useTranslations('NewScopus');
  const formatDate = useListDate();
  return (
    <ul data-testid="new-scopus-cards" className="grid gap-3 md:hidden">
      {journals.map((journal, index) => (
        <li key={journal.Sourceid ?? `${journal.NamaJurnal}-${index}`}>
          <article data-testid="new-scopus-card" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 break-words font-semibold leading-snug text-slate-900">
                <ListJournalName sourceId={journal.Sourceid} name={journal.NamaJurnal} testId="new-scopus-card-name" />
              </h3>
              <span className="shrink-0 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-inset ring-blue-600/20">
                <span className="sr-only">{t('columnYear')} </span>2025
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <div className="col-span-2 min-w-0">
                <dt className="sr-only">{t('columnPublisher')}</dt>
                <dd className="break-words text-slate-600">{journal.Publisher ?? NO_VALUE}</dd>
              </div>
              <div className="min-w-0">
                <dt className={termClassName}>{t('columnIssn')}</dt>
                <dd data-testid="new-scopus-card-issn" className="break-words text-slate-800">{journal.ISSN ?? NO_VALUE}</dd>
              </div>
              <div className="min-w-0">
                <dt className={termClassName}>{t('columnEissn')}</dt>
                <dd data-testid="new-scopus-card-eissn" className="break-words text-slate-800">{journal.EISSN ?? NO_VALUE}</dd>
              </div>
              <div className="col-span-2">
                <dt className={termClassName}>{t('columnDate')}</dt>
                <dd data-testid="new-scopus-card-date" className="text-slate-800">{formatDate(journal.Date)}</dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
