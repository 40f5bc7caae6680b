// The journal page's SJR line in the reader's language: "SJR 2025" with its value, and where the year before is known
// "(2024: 1,100, ▲ +12%)" with a spoken form for screen readers ("up 12% from 2024"), and the source with both years
// ("SCImago Journal Rank 2025, 2024"). Pure: the caller passes the SjrTrend translator and the number format.
import type { CatalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { sjrChange } from '@/lib/catalogue/sjr-change';
import type { FigureTranslator } from './figure-text';

export interface SjrTrendText {
  label: string;
  /** The SJR with three decimals, or null (the page writes N/A). */
  value: string | null;
  /** The earlier year's figure and the change, as shown and as read aloud; null without an earlier figure. */
  trend: { text: string; spoken: string } | null;
  source: string;
}

type Journal = Pick<JournalDetail, 'SJR' | 'dataYear' | 'sjrPrevious'>;

export function sjrTrendText(journal: Journal, t: FigureTranslator, format: CatalogueNumberFormat): SjrTrendText {
  const { SJR: current, dataYear, sjrPrevious: previous } = journal;
  const value = current === null ? null : format.number(current, 3);
  const years = previous ? `${dataYear}, ${previous.year}` : String(dataYear);
  const source = t('source', { years });
  if (!previous) return { label: t('label', { year: dataYear }), value, trend: null, source };

  const before = { year: previous.year, value: format.number(previous.value, 3) };
  const change = sjrChange(current, previous.value);
  if (!change) {
    const text = t('previousOnly', before);
    return { label: t('label', { year: dataYear }), value, trend: { text, spoken: text }, source };
  }
  // Whole percents from 10 % up, one decimal below: "+12%", "+0.4%".
  const percent = `${format.number(change.percent, change.percent >= 10 ? 0 : 1)}%`;
  return {
    label: t('label', { year: dataYear }),
    value,
    trend: {
      text: t('previous', { ...before, change: t(change.direction, { percent }) }),
      spoken: t(`${change.direction}Spoken`, { percent, year: previous.year }),
    },
    source,
  };
}
