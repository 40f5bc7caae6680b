// The metrics of a journal: rank, SJR (with the year before and the change where both are known, and their source),
// H index, review time, acceptance rate and APC, N/A when unknown, in the page's number format. Each review time and acceptance rate says what it measures, its source and its date; the APC says
// where it comes from (the publisher's price of a year, from which data set, or an estimate from SJR 2024), because
// they differ in trust. Published figures the two lines do not show (PLOS's days to publication) follow.
import { getLocale, getTranslations } from 'next-intl/server';
import { DetailList } from '@/components/ui/detail-list';
import { SectionCard } from '@/components/ui/section-card';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { JournalDetail, JournalFigure } from '@/lib/catalogue/journal-types';
import { apcPriceText, describedFigure, sourceText } from '@/components/figures/figure-text';
import { FigureValue } from '@/components/figures/figure-value';
import { sjrTrendText } from '@/components/figures/sjr-trend-text';

export async function JournalMetrics({ journal }: { journal: JournalDetail }) {
  const t = await getTranslations('Journal');
  const figures = await getTranslations('JournalFigures');
  const format = catalogueNumberFormat(await getLocale());
  const sjr = sjrTrendText(journal, await getTranslations('SjrTrend'), format);
  const notAvailable = t('notAvailable');
  const number = (value: number | null, digits = 0) => (value === null ? notAvailable : format.number(value, digits));
  const figure = (value: JournalFigure | null) =>
    value ? <FigureValue {...describedFigure(value, figures, format)} /> : notAvailable;
  const { apc } = journal;
  const apcKind =
    apc?.kind === 'publisher'
      ? apc.year
        ? t('apcFromPublisherYear', { year: String(apc.year) })
        : t('apcFromPublisher')
      : apc?.kind === 'estimate'
        ? t('apcEstimate')
        : apc?.kind === 'noCharge'
          ? t('apcNoCharge')
          : null;
  // The estimate's note already names SJR 2024; a publisher's price and a diamond journal's name their source and day.
  const apcSource = apc && apc.kind !== 'estimate' ? sourceText(apc) : null;
  const shown = new Set([journal.reviewTime, journal.acceptanceRate].map((value) => value?.measure));
  const more = journal.figures.filter((value) => !shown.has(value.measure) && value.measure !== 'acceptance_rate');

  return (
    <SectionCard id="journal-metrics-heading" testId="journal-metrics" title={t('metrics')}>
      <DetailList
        entries={[
          { label: t('rank'), value: number(journal.Rank), testId: 'journal-metric-rank' },
          {
            label: sjr.label,
            value: (
              <>
                <span data-testid="journal-sjr">{sjr.value ?? notAvailable}</span>
                {sjr.trend ? (
                  <>
                    {' '}
                    <span data-testid="journal-sjr-trend" aria-hidden="true">
                      {sjr.trend.text}
                    </span>
                    <span className="sr-only">{`, ${sjr.trend.spoken}`}</span>
                  </>
                ) : null}
                <span data-testid="journal-sjr-source" className="text-slate-500">{` · ${sjr.source}`}</span>
              </>
            ),
            testId: 'journal-sjr-entry',
          },
          { label: t('hIndex'), value: number(journal['H index']), testId: 'journal-h-index' },
          { label: t('reviewTime'), value: figure(journal.reviewTime), testId: 'journal-review-time' },
          { label: t('acceptanceRate'), value: figure(journal.acceptanceRate), testId: 'journal-acceptance-rate' },
          {
            label: t('apc'),
            value: (
              <>
                <span data-testid="journal-apc-price">
                  {apc ? apcPriceText(apc, figures, format) : figures('chargeUnknown')}
                </span>
                {apcKind ? (
                  <span data-testid="journal-apc-origin" className="mt-0.5 block text-xs text-slate-500">
                    {apcSource ? `${apcKind} · ${apcSource}` : apcKind}
                  </span>
                ) : null}
              </>
            ),
            testId: 'journal-apc',
          },
          ...(more.length > 0
            ? [
                {
                  label: t('moreFigures'),
                  value: (
                    <ul className="space-y-1">
                      {more.map((value) => (
                        <li key={value.measure} data-testid={`journal-figure-${value.measure}`}>
                          <FigureValue {...describedFigure(value, figures, format)} />
                        </li>
                      ))}
                    </ul>
                  ),
                  testId: 'journal-more-figures',
                },
              ]
            : []),
        ]}
      />
    </SectionCard>
  );
}
