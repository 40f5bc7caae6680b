// Writes SINTA journals with one INSERT … ON CONFLICT per batch (the catalogue's pattern): a row is rewritten only
// when an imported column differs, so a second import changes nothing. Profiles no longer in the file are kept
// (favourites name their websites) and counted. Runs inside the caller's transaction.
import type { Client } from 'pg';
import type { SintaRecord } from './sinta-record';

/** A SINTA journal with its DOAJ entry (doaj_journals.key, matched by ISSN), null where DOAJ does not list it. */
export type SintaRecordWithDoaj = SintaRecord & { doajKey: string | null };

type Column = readonly [name: string, type: string, value: (journal: SintaRecordWithDoaj) => unknown];

const columns: readonly Column[] = [
  ['id', 'integer', (j) => j.id],
  ['title', 'text', (j) => j.title],
  ['profile_url', 'text', (j) => j.profileUrl],
  ['google_scholar_url', 'text', (j) => j.googleScholarUrl],
  ['website_url', 'text', (j) => j.websiteUrl],
  ['editor_url', 'text', (j) => j.editorUrl],
  ['p_issn', 'text', (j) => j.pIssn],
  ['e_issn', 'text', (j) => j.eIssn],
  ['issns', 'text[]', (j) => j.issns],
  ['subject_areas', 'text[]', (j) => j.subjectAreas],
  ['affiliation', 'text', (j) => j.affiliation],
  ['accreditation', 'integer', (j) => j.accreditation],
  ['is_scopus_indexed', 'boolean', (j) => j.isScopusIndexed],
  ['is_garuda_indexed', 'boolean', (j) => j.isGarudaIndexed],
  ['impact', 'double precision', (j) => j.impact],
  ['h5_index', 'integer', (j) => j.h5Index],
  ['citations5_years', 'integer', (j) => j.citations5Years],
  ['citations', 'integer', (j) => j.citations],
  ['doaj_key', 'text', (j) => j.doajKey],
];

const batchSize = 2_000;
const names = columns.map(([name]) => `"${name}"`);
const upsertSql = `
INSERT INTO sinta_journals (${names.join(', ')}, imported_at, updated_at)
SELECT ${names.join(', ')}, now(), now()
FROM jsonb_to_recordset($1::jsonb) AS incoming(${columns.map(([name, type]) => `"${name}" ${type}`).join(', ')})
ON CONFLICT (id) DO UPDATE SET
  ${names.map((name) => `${name} = EXCLUDED.${name}`).join(',\n  ')},
  imported_at = now(),
  updated_at = now()
WHERE (${names.map((name) => `sinta_journals.${name}`).join(', ')})
  IS DISTINCT FROM (${names.map((name) => `EXCLUDED.${name}`).join(', ')})
RETURNING (xmax = 0) AS inserted`;

export interface SintaUpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  notInFile: number;
}

export async function upsertSintaJournals(
  client: Client,
  journals: SintaRecordWithDoaj[],
  onWritten?: (done: number, total: number) => void,
): Promise<SintaUpsertCounts> {
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < journals.length; start += batchSize) {
    const batch = journals.slice(start, start + batchSize);
    const json = batch.map((journal) => Object.fromEntries(columns.map(([name, , value]) => [name, value(journal)])));
    const { rows } = await client.query<{ inserted: boolean }>(upsertSql, [JSON.stringify(json)]);
    for (const row of rows) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
    onWritten?.(start + batch.length, journals.length);
  }
  const { rows } = await client.query<{ count: string }>(
    'SELECT count(*) AS count FROM sinta_journals WHERE NOT (id = ANY($1::int[]))',
    [journals.map((journal) => journal.id)],
  );
  return { inserted, updated, unchanged: journals.length - inserted - updated, notInFile: Number(rows[0]!.count) };
}
