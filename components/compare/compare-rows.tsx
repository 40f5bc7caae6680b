// The comparison's rows, built once for the table and the phone's cards: per row its label, the source of the figures
// that share one (SCImago's), and per journal its value in the reader's language and number format (each review time,
// acceptance rate and APC with what it measures, its source and date, as on the journal page) and whether it is the
// row's best (compare-best-values.ts). N/A where the data has nothing. A SINTA journal has its level in the quartile's
// row, its subject areas, country and affiliation (SINTA's data, July 2025); SINTA has none of the other figures.
// Both kinds have their DOAJ entry (linked, Seal, licence, manuscript languages, APC yes/no, DOAJ's date).
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QuartileBadge } from '@/components/ui/quartile-badge';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { RankedRow } from '@/lib/catalogue/compare-best-values';
import type { ComparedJournal, JournalComparison } from '@/lib/compare/compare-journals';
import type { JournalDetail, JournalFigure } from '@/lib/catalogue/journal-types';
import { sjrTrendText } from '@/components/figures/sjr-trend-text';
import { DoajFacts } from '@/components/figures/doaj-facts';
import { apcPriceText, apcSourceText, describedFigure } from '@/components/figures/figure-text';
import { FigureValue } from '@/components/figures/figure-value';

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
  const scopusJournals = journals.filter((journal) => journal.kind === 'scopus');
  const hasSinta = scopusJournals.length < journals.length;
  const dataYear = scopusJournals[0]?.dataYear ?? '';
  const scimago = scopusJournals.length > 0 ? t('scimagoSource', { year: dataYear }) : null;
  // The rows SINTA's data fills name both sources when SINTA journals are compared.
  const scimagoOrSinta = hasSinta ? [scimago, t('sintaSource')].filter(Boolean).join('; ') : scimago;
  // The row shows the year before too where a journal has it: its source names both years.
  const previousYear = scopusJournals.find((journal) => journal.sjrPrevious)?.sjrPrevious?.year;
  const sjrSource = trend('source', { years: previousYear ? `${dataYear}, ${previousYear}` : String(dataYear) });

  const row = (
    key: string,
    label: string,
    source: string | null,
    value: (journal: ComparedJournal) => ReactNode,
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
  /** A row of SCImago's or the catalogue's figures: N/A for a SINTA journal. */
  const scopus = (value: (journal: JournalDetail) => ReactNode) => (journal: ComparedJournal) =>
    journal.kind === 'scopus' ? value(journal) : notAvailable;

  return [
    row('quartile', hasSinta ? t('quartileOrLevel') : t('quartile'), scimagoOrSinta, (journal) => (
      <QuartileBadge
        quartile={journal.kind === 'scopus' ? journal['SJR Best Quartile'] : journal['Current Accreditation']}
        notAvailable={notAvailable}
        label={journal.kind === 'scopus' ? t('quartile') : t('sintaLevel')}
      />
    )),
    row('sjr', trend('label', { year: dataYear }), sjrSource, scopus((journal) => {
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
    })),
    row('hIndex', t('hIndex'), scimago, scopus((journal) =>
      journal['H index'] === null ? notAvailable : format.number(journal['H index']),
    )),
    row('apc', t('apc'), null, scopus(({ apc }) =>
      apc ? (
        <FigureValue text={apcPriceText(apc, figures, format)} source={apcSourceText(apc, figures)} />
      ) : (
        figures('chargeUnknown')
      ),
    )),
    row('reviewTime', t('reviewTime'), null, scopus((journal) => figure(journal.reviewTime))),
    row('acceptanceRate', t('acceptanceRate'), null, scopus((journal) => figure(journal.acceptanceRate))),
    row('openAccess', t('openAccess'), scimago, scopus((journal) =>
      journal.isOpenAccessDiamond ? t('openAccessDiamond') : journal.isOpenAccess ? t('openAccessYes') : t('openAccessNo'),
    )),
    row('categories', hasSinta ? t('categoriesOrSubjects') : t('categories'), scimagoOrSinta, (journal) =>
      journal.kind === 'sinta' ? (
        text(journal['Subject Area'])
      ) : journal.categoryQuartiles.length > 0 ? (
        <ul className="space-y-0.5">
          {journal.categoryQuartiles.map((category) => (
            <li key={category.name}>{category.quartile ? `${category.name} (${category.quartile})` : category.name}</li>
          ))}
        </ul>
      ) : (
        text(journal.Categories)
      ),
    ),
    row('doaj', t('doaj'), null, (journal) => <DoajFacts doaj={journal.doaj} showAbsent />),
    row('country', t('country'), scimagoOrSinta, (journal) => text(journal.Country)),
    row('publisher', hasSinta ? t('publisherOrAffiliation') : t('publisher'), scimagoOrSinta, (journal) => text(journal.Publisher)),
  ];
}
