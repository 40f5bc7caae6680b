// Which compared journals hold the best value of a row, only where "best" has one honest meaning: the best quartile,
// the highest SJR and H index, the lowest publisher's APC or a diamond journal's no charge (in USD at the catalogue's
// fixed rates; an estimate is not a price and is not ranked) and the shortest review time when every known figure
// measures the same thing (days to first decision against days to acceptance would be a false contest). Acceptance rate and open access are not ranked: a
// higher rate is not plainly better. A row with fewer than two known values, or all of them equal, marks nothing. Pure.
import { apcInUsd } from './apc-in-usd';
import type { JournalDetail } from './journal-types';

export const rankedRows = ['quartile', 'sjr', 'hIndex', 'apc', 'reviewTime'] as const;
export type RankedRow = (typeof rankedRows)[number];

/** For each ranked row, the Sourceids holding its best value (none when the row has no honest best). */
export type BestValues = Record<RankedRow, string[]>;

interface Entry {
  id: string;
  value: number | null;
}

export function bestOf(entries: readonly Entry[], direction: 'highest' | 'lowest'): string[] {
  const known = entries.filter((entry): entry is { id: string; value: number } => entry.value !== null);
  if (known.length < 2) return [];
  const values = known.map((entry) => entry.value);
  const best = direction === 'highest' ? Math.max(...values) : Math.min(...values);
  if (values.every((value) => value === best)) return [];
  return known.filter((entry) => entry.value === best).map((entry) => entry.id);
}

const quartileNumber = (quartile: string | null) =>
  quartile && /^Q[1-4]$/.test(quartile) ? Number(quartile[1]) : null;

function reviewDays(journals: readonly JournalDetail[]): Entry[] {
  const measures = new Set(journals.flatMap((journal) => (journal.reviewTime ? [journal.reviewTime.measure] : [])));
  if (measures.size > 1) return [];
  // One measure has one unit: the values compare as they are.
  return journals.map((journal) => ({ id: journal.Sourceid, value: journal.reviewTime?.value ?? null }));
}

export function bestValues(journals: readonly JournalDetail[]): BestValues {
  const entries = (value: (journal: JournalDetail) => number | null) =>
    journals.map((journal) => ({ id: journal.Sourceid, value: value(journal) }));
  return {
    quartile: bestOf(entries((journal) => quartileNumber(journal['SJR Best Quartile'])), 'lowest'),
    sjr: bestOf(entries((journal) => journal.SJR), 'highest'),
    hIndex: bestOf(entries((journal) => journal['H index']), 'highest'),
    apc: bestOf(
      entries(({ apc }) => (apc?.kind === 'publisher' || apc?.kind === 'noCharge' ? apcInUsd(apc.amount, apc.currency) : null)),
      'lowest',
    ),
    reviewTime: bestOf(reviewDays(journals), 'lowest'),
  };
}
