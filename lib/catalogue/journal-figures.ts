// A journal's review time, acceptance rate and APC as figures (number, what it measures, source, date), from its
// row and its published figures (journal_metrics). Which one a journal shows: an operator's own figure (imported with
// `--metrics`) wins over a published one; among published review times, days to first decision come before days from
// submission to acceptance. A 0 in a data file is not stored, so it never shows as a figure. Pure.
import type { ApcSource, JournalMetricMeasure } from '../generated/prisma/enums';
import type { ApcFigure, JournalFigure } from './journal-types';

/** A journal_metrics row as Prisma reads it (dates as Date) or as raw SQL's JSON carries it (dates as text). */
export interface JournalMetricRow {
  measure: JournalMetricMeasure;
  value: number;
  statistic: string | null;
  source: string;
  asOf: Date | string;
  periodStart: Date | string | null;
}

export const journalMetricSelect = {
  measure: true,
  value: true,
  statistic: true,
  source: true,
  asOf: true,
  periodStart: true,
} as const satisfies Record<keyof JournalMetricRow, true>;

/** The operator's columns and the APC columns the figures are read from. */
export interface FigureColumns {
  reviewTimeWeeks: number | null;
  acceptanceRate: number | null;
  metricsSource: string | null;
  apcAmount: number | null;
  apcCurrency: string | null;
  apcSource: ApcSource | null;
  apcYear: number | null;
  apcOrigin: string | null;
  apcObservedOn: Date | string | null;
}

const reviewTimeOrder: JournalMetricMeasure[] = ['first_decision', 'submission_to_acceptance'];

/** "YYYY-MM-DD" of a date column (PostgreSQL's date arrives as midnight UTC). */
function isoDay(value: Date | string | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function toJournalFigure(row: JournalMetricRow): JournalFigure {
  return {
    measure: row.measure,
    value: row.value,
    unit: row.measure === 'acceptance_rate' ? 'percent' : 'days',
    statistic: row.statistic === 'median' ? 'median' : null,
    source: row.source,
    date: isoDay(row.asOf),
    periodStart: isoDay(row.periodStart),
  };
}

/** Published figures in a fixed order of measures, whatever order the database gave them in. */
export function publishedFigures(metrics: readonly JournalMetricRow[]): JournalFigure[] {
  const order: JournalMetricMeasure[] = [...reviewTimeOrder, 'acceptance_rate', 'submission_to_publication', 'acceptance_to_publication'];
  return [...metrics]
    .sort((a, b) => order.indexOf(a.measure) - order.indexOf(b.measure))
    .map(toJournalFigure);
}

export function chooseReviewTime(
  columns: Pick<FigureColumns, 'reviewTimeWeeks' | 'metricsSource'>,
  metrics: readonly JournalMetricRow[],
): JournalFigure | null {
  if (columns.reviewTimeWeeks !== null) {
    const { reviewTimeWeeks: value, metricsSource: source } = columns;
    return { measure: 'review_time', value, unit: 'weeks', statistic: null, source, date: null, periodStart: null };
  }
  for (const measure of reviewTimeOrder) {
    const row = metrics.find((metric) => metric.measure === measure);
    if (row) return toJournalFigure(row);
  }
  return null;
}

export function chooseAcceptanceRate(columns: FigureColumns, metrics: readonly JournalMetricRow[]): JournalFigure | null {
  if (columns.acceptanceRate !== null && Number.isFinite(columns.acceptanceRate)) {
    const { acceptanceRate: value, metricsSource: source } = columns;
    return { measure: 'acceptance_rate', value, unit: 'percent', statistic: null, source, date: null, periodStart: null };
  }
  const row = metrics.find((metric) => metric.measure === 'acceptance_rate');
  return row ? toJournalFigure(row) : null;
}

export function toApcFigure(columns: FigureColumns): ApcFigure | null {
  if (columns.apcAmount === null) return null;
  return {
    amount: columns.apcAmount,
    currency: columns.apcCurrency,
    kind: columns.apcSource === 'estimate' ? 'estimate' : columns.apcSource === 'no_charge' ? 'noCharge' : 'publisher',
    year: columns.apcYear,
    source: columns.apcOrigin,
    date: isoDay(columns.apcObservedOn),
  };
}

/**
 * How a figure's date reads beside its source: a figure over a period by the year the period ends ("2023"), one
 * observed on a day by its month ("2026-08"); null without a date.
 */
export function figureDateLabel(figure: { date: string | null; periodStart?: string | null }): string | null {
  if (!figure.date) return null;
  return figure.periodStart ? figure.date.slice(0, 4) : figure.date.slice(0, 7);
}
