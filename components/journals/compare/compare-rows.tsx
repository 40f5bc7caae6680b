// The comparison's rows, built once for the table and the phone's cards: per row its label, the source of the figures
// that share one (SCImago's), and per journal its value in the reader's language and number format (each review time,
// acceptance rate and APC with what it measures, its source and date, as on the journal page) and whether it is the
// row's best (compare-best-values.ts). N/A where the data has nothing.
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QuartileBadge } from '@/components/ui/quartile-badge';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { RankedRow } from '@/lib/catalogue/compare-best-values';
import type { JournalComparison } from '@/lib/catalogue/compare-journals';
import type { JournalDetail, JournalFigure } from '@/lib/catalogue/journal-types';
import { sjrTrendText } from '../detail/sjr-trend-text';
import { apcPriceText, describedFigure, sourceText } from '../figure-text';
import { FigureValue } from '../figure-value';

export interface CompareCell {
  sourceId: string;
  value: ReactNode;
  isBest: boolean;
}

export interface CompareRow {
  key: string;
  label: string;
  /** Where every value of the row comes from, when they share one; null when each value names its own. */
  source: string | null;
  cells: CompareCell[];
}

export async function buildCompareRows({ journals, best }: JournalComparison): Promise<CompareRow[]> {
  const t = await getTranslations('Compare');
  const figures = await getTranslations('JournalFigures');
  const trend = await getTranslations('SjrTrend');
  const notAvailable = (await getTranslations('Journal'))('notAvailable');
  const format = catalogueNumberFormat(await getLocale());
  const dataYear = journals[0]?.dataYear ?? '';
  const scimago = t('scimagoSource', { year: dataYear });
  // The row shows the year before too where a journal has it: its source names both years.
  const previousYear = journals.find((journal) => journal.sjrPrevious)?.sjrPrevious?.year;
  const sjrSource = trend('source', { years: previousYear ? `${dataYear}, ${previousYear}` : String(dataYear) });

  const row = (
    key: string,
    label: string,
    source: string | null,
    value: (journal: JournalDetail) => ReactNode,
  ): CompareRow => ({
    key,
    label,
    source,
    cells: journals.map((journal) => ({
      sourceId: journal.Sourceid,
      value: value(journal),
      isBest: (best[key as RankedRow] ?? []).includes(journal.Sourceid),
    })),
  });
  const figure = (value: JournalFigure | null) =>
    value ? <FigureValue {...describedFigure(value, figures, format)} /> : notAvailable;
  const text = (value: string | null) => value?.trim() || notAvailable;

  return [
    row('quartile', t('quartile'), scimago, (journal) => (
      <QuartileBadge quartile={journal['SJR Best Quartile']} notAvailable={notAvailable} label={t('quartile')} />
    )),
    row('sjr', trend('label', { year: dataYear }), sjrSource, (journal) => {
      const sjr = sjrTrendText(journal, trend, format);
      return (
        <>
          {sjr.value ?? notAvailable}
          {sjr.trend ? (
            <span className="block text-xs text-slate-500">
              <span aria-hidden="true">{sjr.trend.text}</span>
              <span className="sr-only">{sjr.trend.spoken}</span>
            </span>
          ) : null}
        </>
      );
    }),
    row('hIndex', t('hIndex'), scimago, (journal) =>
      journal['H index'] === null ? notAvailable : format.number(journal['H index']),
    ),
    row('apc', t('apc'), null, ({ apc }) =>
      apc ? <FigureValue text={apcPriceText(apc, figures, format)} source={sourceText(apc)} /> : notAvailable,
    ),
    row('reviewTime', t('reviewTime'), null, (journal) => figure(journal.reviewTime)),
    row('acceptanceRate', t('acceptanceRate'), null, (journal) => figure(journal.acceptanceRate)),
    row('openAccess', t('openAccess'), scimago, (journal) =>
      journal.isOpenAccessDiamond ? t('openAccessDiamond') : journal.isOpenAccess ? t('openAccessYes') : t('openAccessNo'),
    ),
    row('categories', t('categories'), scimago, (journal) =>
      journal.categoryQuartiles.length > 0 ? (
        <ul className="space-y-0.5">
          {journal.categoryQuartiles.map((category) => (
            <li key={category.name}>{category.quartile ? `${category.name} (${category.quartile})` : category.name}</li>
          ))}
        </ul>
      ) : (
        text(journal.Categories)
      ),
    ),
    row('country', t('country'), scimago, (journal) => text(journal.Country)),
    row('publisher', t('publisher'), scimago, (journal) => text(journal.Publisher)),
  ];
}
