// The harvest's tables. A journal's OpenAlex rows (its works with origin 'openalex', its topics) are replaced whole in
// one transaction together with its journal_harvests row, so a journal is either as the last harvest found it or as
// before, and running it again changes nothing. A journal whose source is not found loses its OpenAlex rows; a
// journal that failed keeps them (only its state says 'failed', and the next run tries it again). A work is stored
// once (origin and work id are unique): when two journals share one OpenAlex source, the first keeps it.
// A catalogue journal's rows carry its Sourceid, and its works also the SINTA journal holding its ISSN (sinta_id); a
// SINTA journal sharing no ISSN with the catalogue has rows of its own, keyed by its profile number (sinta_id).
import type { Client } from 'pg';
import type { HarvestedArticle, SourceTopic } from './openalex-records';
import { inTransaction } from '../../../import/in-transaction';
import { type JournalKey, utc } from './list-journals-to-harvest';

export const openAlexOrigin = 'openalex';

/** "JFHV" in ASCII: one harvest at a time per database (the catalogue import's lock is "JFIM"). */
export const harvestLockKey = 0x4a464856;

export type HarvestStatus = 'done' | 'not_found' | 'failed';

/** Takes the harvest lock for this session; false when another harvest holds it. */
export async function tryHarvestLock(client: Client): Promise<boolean> {
  const [row] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [harvestLockKey])).rows;
  return row.locked;
}

export async function releaseHarvestLock(client: Client): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1)', [harvestLockKey]).catch(() => undefined);
}

/** The journal's key column and its value, cast as the column is typed (the only column names put in SQL text). */
function keyOf(journal: JournalKey): { column: 'source_id' | 'sinta_id'; param: string; value: string | number } {
  return 'sourceId' in journal
    ? { column: 'source_id', param: '$1::bigint', value: journal.sourceId }
    : { column: 'sinta_id', param: '$1::int', value: journal.sintaId };
}

/** Records the journal's state; a failure keeps the count of the works it still has from before. */
async function writeState(client: Client, journal: JournalKey, status: HarvestStatus, works: number, at: Date) {
  const { column, param, value } = keyOf(journal);
  await client.query(
    `INSERT INTO journal_harvests (${column}, harvested_at, status, works)
     VALUES (${param}, ($2::timestamptz AT TIME ZONE 'UTC'), $3, $4)
     ON CONFLICT (${column}) DO UPDATE SET harvested_at = EXCLUDED.harvested_at, status = EXCLUDED.status,
       works = CASE WHEN EXCLUDED.status = 'failed' THEN journal_harvests.works ELSE EXCLUDED.works END`,
    [value, utc(at), status, works],
  );
}

async function clearOpenAlexRows(client: Client, journal: JournalKey) {
  const { column, param, value } = keyOf(journal);
  // A SINTA journal's own works only: those of a catalogue journal holding its ISSN carry its sinta_id too.
  const own = column === 'sinta_id' ? ' AND source_id IS NULL' : '';
  await client.query(`DELETE FROM journal_articles WHERE ${column} = ${param}${own} AND origin = $2`, [value, openAlexOrigin]);
  await client.query(`DELETE FROM journal_topics WHERE ${column} = ${param}`, [value]);
}

/**
 * The SINTA journal holding one of the catalogue journal's ISSNs (the one the recommender keeps for its website: the
 * better level, then the lower profile number), so a harvested work of a journal in both lists counts for both.
 */
const sintaOfJournalSql = `SELECT s.id FROM sinta_journals s JOIN journals j ON s.issns && j.issns
  WHERE j.source_id = $1::bigint ORDER BY s.accreditation, s.id LIMIT 1`;

/** Replaces the journal's works and topics with these; returns how many works were stored. */
export async function saveHarvest(
  client: Client,
  journal: JournalKey,
  harvest: { articles: HarvestedArticle[]; topics: SourceTopic[] },
  at: Date,
): Promise<number> {
  return inTransaction(client, async () => {
    await clearOpenAlexRows(client, journal);
    const { column, param, value } = keyOf(journal);
    const keys = column === 'source_id' ? `${param}, (${sintaOfJournalSql})` : `NULL::bigint, ${param}`;
    const inserted = await client.query(
      `INSERT INTO journal_articles (source_id, sinta_id, origin, external_id, title, abstract, keywords, year, language,
         updated_at)
       SELECT ${keys}, $2, w."externalId", w.title, w.abstract, w.keywords, w.year,
              w.language, ($4::timestamptz AT TIME ZONE 'UTC')
         FROM jsonb_to_recordset($3::jsonb)
           AS w("externalId" text, title text, abstract text, keywords text[], year int, language text)
       ON CONFLICT (origin, external_id) DO NOTHING`,
      [value, openAlexOrigin, JSON.stringify(harvest.articles), utc(at)],
    );
    await client.query(
      `INSERT INTO journal_topics (${column}, topic_id, name, count)
       SELECT ${param}, t."topicId", t.name, t.count
         FROM jsonb_to_recordset($2::jsonb) AS t("topicId" text, name text, count int)`,
      [value, JSON.stringify(harvest.topics)],
    );
    const stored = inserted.rowCount ?? 0;
    await writeState(client, journal, 'done', stored, at);
    return stored;
  });
}

/** No OpenAlex source holds the journal's ISSNs: its OpenAlex rows go, and it is not asked again while fresh. */
export async function markNotFound(client: Client, journal: JournalKey, at: Date): Promise<void> {
  await inTransaction(client, async () => {
    await clearOpenAlexRows(client, journal);
    await writeState(client, journal, 'not_found', 0, at);
  });
}

/** The journal could not be harvested this time: its rows stay, and the next run tries it again. */
export async function markFailed(client: Client, journal: JournalKey, at: Date): Promise<void> {
  await writeState(client, journal, 'failed', 0, at);
}
