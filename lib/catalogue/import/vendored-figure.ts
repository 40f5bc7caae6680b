// A review time or acceptance rate as a vendored file publishes it (data/metrics), before it is written to
// journal_metrics: what it measures, its value, who published it and when.
import type { JournalMetricMeasure } from '../../generated/prisma/enums';

export interface VendoredFigure {
  /** The SJR Sourceid the file matched the journal to, as decimal text. */
  sourceId: string;
  measure: JournalMetricMeasure;
  /** Days, or a percentage for acceptance_rate; never 0 (a file's 0 means "not known" and is left out). */
  value: number;
  /** "median" for a median over a journal's articles; null for a figure the publisher states. */
  statistic: 'median' | null;
  /** Who published or measured it, as credited. */
  source: string;
  /** "YYYY-MM-DD": the day it was observed, or the last day of the period it covers. */
  asOf: string;
  /** "YYYY-MM-DD": the first day of that period; null for a figure observed on one day. */
  periodStart: string | null;
}

/** A figure cell: a positive number of days or percent, or null where the file has none (empty or 0). */
export function knownFigure(value: number | null): number | null {
  return value === null || value === 0 ? null : value;
}
