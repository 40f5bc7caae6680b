// Two to four journals side by side (GET /api/journal/compare and the compare page): each as its journal page has it
// (the same figures with what they measure, their source and date), in the order asked, with the best value of each
// ranked row (compare-best-values.ts). Ids the catalogue lacks are named, so the caller can say which.
import 'server-only';
import { db } from '../core/db';
import { bestValues, type BestValues } from './compare-best-values';
import { journalMetricSelect } from './journal-figures';
import type { JournalDetail } from './journal-types';
import { toJournalDetail } from './to-journal-detail';

export interface JournalComparison {
  journals: JournalDetail[];
  best: BestValues;
}

export type CompareJournalsResult =
  | { found: true; comparison: JournalComparison }
  | { found: false; unknownIds: string[] };

/** `sourceIds`: valid, distinct Sourceids (lib/schemas/journal-compare.ts). */
export async function compareJournals(sourceIds: readonly string[]): Promise<CompareJournalsResult> {
  const rows = await db.journal.findMany({
    where: { sourceId: { in: sourceIds.map((id) => BigInt(id)) } },
    include: { metrics: { select: journalMetricSelect } },
  });
  const byId = new Map(rows.map((row) => [row.sourceId.toString(), row]));
  const unknownIds = sourceIds.filter((id) => !byId.has(id));
  if (unknownIds.length > 0) return { found: false, unknownIds };
  const journals = sourceIds.map((id) => toJournalDetail(byId.get(id)!));
  return { found: true, comparison: { journals, best: bestValues(journals) } };
}
