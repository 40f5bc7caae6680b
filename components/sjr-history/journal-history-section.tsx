// The journal page's history: SJR by year over the quartile's colours and documents per year (charts loaded when they
// come into view), what they come from, the years the data lacks, and the same figures as a table.
import { getLocale, getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/ui/section-card';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { missingYears, yearSpan } from './history-years';
import { JournalHistoryLoader } from './journal-history-loader';
import { JournalHistoryTable } from './journal-history-table';
import { QuartileLegend } from './quartile-legend';

export async function JournalHistorySection({ journal }: { journal: JournalDetail }) {
  const t = await getTranslations('SjrHistory');
  const notAvailable = (await getTranslations('Journal'))('notAvailable');
  const locale = await getLocale();
  const format = catalogueNumberFormat(locale);
  const { history } = journal;
  const years = yearSpan([history]);
  const missing = missingYears([history], years);
  return (
    <SectionCard id="journal-history-heading" testId="journal-history" title={t('title')}>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="journal-history-empty">{t('empty')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="journal-history-source">
            {t('source', { first: String(years[0]), last: String(years.at(-1)) })}
          </p>
          {missing.length > 0 ? (
            <p className="mt-1 text-sm text-slate-600" data-testid="journal-history-missing">
              {t('missing', { years: missing.join(', ') })}
            </p>
          ) : null}
          <div className="mt-4">
            <JournalHistoryLoader
              history={history}
              locale={format.locale}
              loadingText={t('loading')}
              labels={{
                sjr: t('sjr'),
                documents: t('documents'),
                quartile: t('quartile'),
                sjrChart: t('sjrChart'),
                documentsChart: t('documentsChart'),
              }}
            />
          </div>
          <QuartileLegend label={t('legend')} />
          <p className="mt-2 text-xs text-slate-500">{t('hIndexNote')}</p>
          <details className="mt-3" data-testid="journal-history-details">
            <summary className="cursor-pointer text-sm font-medium text-blue-700 hover:underline">{t('showTable')}</summary>
            <div className="overflow-x-auto">
              <JournalHistoryTable
                history={history}
                years={years}
                format={format.number}
                texts={{
                  caption: t('tableCaption'),
                  year: t('year'),
                  sjr: t('sjr'),
                  quartile: t('quartile'),
                  hIndex: t('hIndex'),
                  documents: t('documents'),
                  noData: t('noData'),
                  notAvailable,
                }}
              />
            </div>
          </details>
        </>
      )}
    </SectionCard>
  );
}
