// What the history charts plot, from the API's years: labels for every year of the span and a value or null for
// each, so a year the data lacks (2023) is a null point, a gap the line does not cross. Pure, so it is tested without
// chart.js.
import type { SjrYear } from '@/lib/schemas/sjr-history';
import { alignToYears, yearSpan } from './history-years';

export interface JournalChartData {
  labels: string[];
  sjr: (number | null)[];
  documents: (number | null)[];
  quartiles: SjrYear['quartile'][];
}

export function journalChartData(history: readonly SjrYear[]): JournalChartData {
  const years = yearSpan([history]);
  const aligned = alignToYears(history, years);
  return {
    labels: years.map(String),
    sjr: aligned.map((entry) => entry?.sjr ?? null),
    documents: aligned.map((entry) => entry?.documents ?? null),
    quartiles: aligned.map((entry) => entry?.quartile ?? null),
  };
}

export interface CompareChartData {
  labels: string[];
  lines: { name: string; sjr: (number | null)[] }[];
}

export function compareChartData(journals: readonly { name: string; history: readonly SjrYear[] }[]): CompareChartData {
  const years = yearSpan(journals.map((journal) => journal.history));
  return {
    labels: years.map(String),
    lines: journals.map((journal) => ({
      name: journal.name,
      sjr: alignToYears(journal.history, years).map((entry) => entry?.sjr ?? null),
    })),
  };
}

/** A line's points are never joined across a null: a missing year stays a gap. */
export const lineGaps = { spanGaps: false } as const;
