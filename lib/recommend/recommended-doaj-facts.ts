// The DOAJ facts of the journals an answer recommends, read for those journals only (at most the answer's limit) in two
// queries, so the index keeps no more of DOAJ than its filters need (languages, APC yes/no). Null where DOAJ does not
// list the journal.
import 'server-only';
import { db } from '../core/db';
import { type DoajFacts, doajRowSelect, toDoajFacts } from '../doaj/doaj-facts';
import type { Recommendation } from './recommender';

export async function recommendedDoajFacts(recommendations: readonly Recommendation[]): Promise<(DoajFacts | null)[]> {
  const sourceIds = recommendations.flatMap(({ entry }) => (entry.type === 'scopus' ? [BigInt(entry.sourceId)] : []));
  const sintaIds = recommendations.flatMap(({ entry }) => (entry.type === 'sinta' ? [entry.id] : []));
  const select = { doaj: { select: doajRowSelect } };
  const [journals, sinta] = await Promise.all([
    sourceIds.length > 0 ? db.journal.findMany({ where: { sourceId: { in: sourceIds } }, select: { sourceId: true, ...select } }) : [],
    sintaIds.length > 0 ? db.sintaJournal.findMany({ where: { id: { in: sintaIds } }, select: { id: true, ...select } }) : [],
  ]);
  const bySource = new Map(journals.map((row) => [String(row.sourceId), toDoajFacts(row.doaj)]));
  const bySinta = new Map(sinta.map((row) => [row.id, toDoajFacts(row.doaj)]));
  return recommendations.map(({ entry }) =>
    (entry.type === 'scopus' ? bySource.get(entry.sourceId) : bySinta.get(entry.id)) ?? null,
  );
}
