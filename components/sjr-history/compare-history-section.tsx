// The compare page's SJR by year: the compared Scopus journals' lines drawn together (loaded when the chart comes into
// view), what they come from, the years the data lacks, and the same figures as a table (a row per year, a column per
// journal). Nothing when no compared journal has a history (SINTA journals have no SJR).
import { getLocale, getTranslations } from 'next-intl/server';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { ComparedHistory } from './compare-history-chart';
import { CompareHistoryLoader } from './compare-history-loader';
import { alignToYears, missingYears, yearSpan } from './history-years';

export async function CompareHistorySection({ journals }: { journals: ComparedHistory[] }) {
  const withHistory = journals.filter((journal) => journal.history.length > 0);
  if (withHistory.length === 0) return null;
  const t = await getTranslations('SjrHistory');
  const notAvailable = (await getTranslations('Journal'))('notAvailable');
  const format = catalogueNumberFormat(await getLocale());
  const histories = withHistory.map((journal) => journal.history);
  const years = yearSpan(histories);
  const missing = missingYears(histories, years);
  const columns = withHistory.map((journal) => alignToYears(journal.history, years));
  return (
    <section aria-labelledby="compare-history-heading" data-testid="compare-history" className="mt-8">
      <h2 id="compare-history-heading" className="text-lg font-semibold text-slate-900">{t('compareTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('compareSource', { first: String(years[0]), last: String(years.at(-1)) })}</p>
      {missing.length > 0 ? <p className="mt-1 text-sm text-slate-600">{t('missing', { years: missing.join(', ') })}</p> : null}
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <CompareHistoryLoader
          journals={withHistory}
          locale={format.locale}
          loadingText={t('loading')}
          labels={{ sjr: t('sjr'), chart: t('compareChart') }}
        />
      </div>
      <details className="mt-3" data-testid="compare-history-details">
        <summary className="cursor-pointer text-sm font-medium text-blue-700 hover:underline">{t('showTable')}</summary>
        <div className="overflow-x-auto">
          <table className="mt-3 w-full text-sm" data-testid="compare-history-table">
            <caption className="sr-only">{t('compareTableCaption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="px-3 py-1.5 text-left font-medium">{t('year')}</th>
                {withHistory.map((journal, at) => (
                  <th key={at} scope="col" className="px-3 py-1.5 text-right font-medium">{`${t('sjr')}: ${journal.name}`}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {years.map((year, row) => (
                <tr key={year} className="border-b border-slate-100" data-testid="compare-history-row" data-year={year}>
                  <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-800">{year}</th>
                  {columns.map((column, at) => {
                    const entry = column[row];
                    const text = !entry ? t('noData') : entry.sjr === null ? notAvailable : format.number(entry.sjr, 3);
                    return <td key={at} className="px-3 py-1.5 text-right tabular-nums">{text}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
