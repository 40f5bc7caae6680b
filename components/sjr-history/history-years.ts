// The years a history chart or table shows: every year from the first to the last the data holds, so a year it lacks
// (2023) keeps its place as a gap (null) and a line is never drawn across it. Pure.
import type { SjrYear } from '@/lib/schemas/sjr-history';

/** Every year from the earliest to the latest of the histories, ascending; none when all are empty. */
export function yearSpan(histories: readonly (readonly SjrYear[])[]): number[] {
  const years = histories.flatMap((history) => history.map((entry) => entry.year));
  if (years.length === 0) return [];
  const first = Math.min(...years);
  const last = Math.max(...years);
  return Array.from({ length: last - first + 1 }, (_, at) => first + at);
}

/** One history over the span: the year's entry, or null where the data lacks that year. */
export function alignToYears(history: readonly SjrYear[], years: readonly number[]): (SjrYear | null)[] {
  const byYear = new Map(history.map((entry) => [entry.year, entry]));
  return years.map((year) => byYear.get(year) ?? null);
}

/** The years of the span the data lacks for every history (2023 in the vendored data). */
export function missingYears(histories: readonly (readonly SjrYear[])[], years: readonly number[]): number[] {
  const present = new Set(histories.flatMap((history) => history.map((entry) => entry.year)));
  return years.filter((year) => !present.has(year));
}
