// The journals a harvest visits, in order: the catalogue's by rank, then the SINTA journals that share no ISSN with
// the catalogue, S1 first (a SINTA journal holding a catalogue journal's ISSN is harvested as that journal, whose works
// are stored for it too). Of SINTA journals sharing an ISSN among themselves, the first in that order is harvested: the
// others' works would be the same works, which are stored once. Journals harvested (found or not) since `freshSince`
// are counted, not listed; those that failed are always listed again.
import type { Client } from 'pg';

/** A catalogue journal by its Sourceid (text, a bigint), or a SINTA journal by its profile number. */
export type JournalKey = { sourceId: string } | { sintaId: number };

export type JournalToHarvest = JournalKey & { title: string; issns: string[] };

// The columns are timestamps without time zone holding UTC (as Prisma writes them), whatever the process's zone.
export const utc = (at: Date) => at.toISOString();

const isFreshSql = `(h.status IN ('done', 'not_found') AND h.harvested_at >= ($1::timestamptz AT TIME ZONE 'UTC'))`;

const scopusSql = `SELECT j.source_id::text AS "sourceId", j.title, j.issns, ${isFreshSql} AS is_fresh
   FROM journals j LEFT JOIN journal_harvests h ON h.source_id = j.source_id
  ORDER BY j.rank, j.source_id`;

const sintaSql = `SELECT s.id AS "sintaId", s.title, s.issns, ${isFreshSql} AS is_fresh
   FROM sinta_journals s LEFT JOIN journal_harvests h ON h.sinta_id = s.id
  WHERE NOT EXISTS (SELECT 1 FROM journals j WHERE j.issns && s.issns)
    AND NOT EXISTS (SELECT 1 FROM sinta_journals b WHERE b.issns && s.issns AND b.id <> s.id
          AND (b.accreditation < s.accreditation OR (b.accreditation = s.accreditation AND b.id < s.id))
          AND NOT EXISTS (SELECT 1 FROM journals j WHERE j.issns && b.issns))
  ORDER BY s.accreditation, s.id`;

type Row<Key> = Key & { title: string; issns: string[]; is_fresh: boolean | null };

export async function listJournals(
  client: Client,
  freshSince: Date,
): Promise<{ toHarvest: JournalToHarvest[]; fresh: number }> {
  const scopus = (await client.query<Row<{ sourceId: string }>>(scopusSql, [utc(freshSince)])).rows;
  const sinta = (await client.query<Row<{ sintaId: number }>>(sintaSql, [utc(freshSince)])).rows;
  const toHarvest: JournalToHarvest[] = [
    ...scopus.filter((row) => !row.is_fresh).map(({ sourceId, title, issns }) => ({ sourceId, title, issns })),
    ...sinta.filter((row) => !row.is_fresh).map(({ sintaId, title, issns }) => ({ sintaId, title, issns })),
  ];
  return { toHarvest, fresh: scopus.length + sinta.length - toHarvest.length };
}

/** How a person finds the journal: its title and its Sourceid or SINTA profile number. */
export const describeJournal = (journal: JournalToHarvest) =>
  `"${journal.title}" (${'sourceId' in journal ? journal.sourceId : `SINTA ${journal.sintaId}`})`;
