// Two to four journals side by side (GET /api/journal/compare and the compare page), Scopus and SINTA alike: a Scopus
// journal as its journal page has it (the same figures with what they measure, their source and date), a SINTA journal
// (asked for by its website, as its favourite is) as the SINTA page has it; in the order asked, with the best value of
// each ranked row among the Scopus journals (compare-best-values.ts; SINTA's data has none of those figures). Ids
// neither catalogue holds are named, so the caller can say which.
import 'server-only';
import { db } from '../core/db';
import { bestValues, type BestValues } from '../catalogue/compare-best-values';
import { journalMetricSelect } from '../catalogue/journal-figures';
import type { JournalDetail } from '../catalogue/journal-types';
import { sjrHistorySelect, toJournalDetail } from '../catalogue/to-journal-detail';
import { doajRowSelect } from '../doaj/doaj-facts';
import { isSintaCompareId } from '../shared/compare-id';
import { getSintaDetail } from '../sinta/get-sinta-detail';
import type { SintaItem } from '../sinta/sinta-types';

export type ComparedJournal = ({ kind: 'scopus' } & JournalDetail) | ({ kind: 'sinta'; Sourceid: string } & SintaItem);

export interface JournalComparison {
  journals: ComparedJournal[];
  best: BestValues;
}

export type CompareJournalsResult =
  | { found: true; comparison: JournalComparison }
  | { found: false; unknownIds: string[] };

async function findScopus(sourceIds: string[]): Promise<Map<string, ComparedJournal>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db.journal.findMany({
    where: { sourceId: { in: sourceIds.map((id) => BigInt(id)) } },
    include: {
      metrics: { select: journalMetricSelect },
      sjrHistory: { select: sjrHistorySelect, orderBy: { year: 'asc' } },
      doaj: { select: doajRowSelect },
    },
  });
  return new Map(rows.map((row) => [row.sourceId.toString(), { kind: 'scopus', ...toJournalDetail(row) }]));
}

async function findSinta(websites: string[]): Promise<Map<string, ComparedJournal>> {
  const found = await Promise.all(websites.map((website) => getSintaDetail(website)));
  return new Map(
    websites.flatMap((website, at) => {
      const item = found[at];
      // Keyed by the id asked for: the address and the selection keep it as they wrote it.
      return item ? [[website, { kind: 'sinta' as const, ...item, Sourceid: website }]] : [];
    }),
  );
}

/** `ids`: valid, distinct compare ids, Sourceids or SINTA websites (lib/schemas/journal-compare.ts). */
export async function compareJournals(ids: readonly string[]): Promise<CompareJournalsResult> {
  const [scopus, sinta] = await Promise.all([
    findScopus(ids.filter((id) => !isSintaCompareId(id))),
    findSinta(ids.filter(isSintaCompareId)),
  ]);
  const byId = new Map([...scopus, ...sinta]);
  const unknownIds = ids.filter((id) => !byId.has(id));
  if (unknownIds.length > 0) return { found: false, unknownIds };
  const journals = ids.map((id) => byId.get(id)!);
  const scopusJournals = journals.filter((journal): journal is ComparedJournal & { kind: 'scopus' } => journal.kind === 'scopus');
  return { found: true, comparison: { journals, best: bestValues(scopusJournals) } };
}
