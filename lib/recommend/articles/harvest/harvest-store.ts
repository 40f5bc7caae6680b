// The harvest's tables. A journal's OpenAlex rows (its works with origin 'openalex', its topics) are replaced whole in
// one transaction together with its journal_harvests row, so a journal is either as the last harvest found it or as
// before, and running it again changes nothing. A journal whose source is not found loses its OpenAlex rows; a
// journal that failed keeps them (only its state says 'failed', and the next run tries it again). A work is stored
// once (origin and work id are unique): when two catalogue journals share one OpenAlex source, the first keeps it.
// A work of a journal whose ISSN a SINTA journal holds is stored for that SINTA journal too (sinta_id).
import type { Client } from 'pg';
import type { HarvestedArticle, SourceTopic } from './openalex-records';
import { inTransaction } from '../../../import/in-transaction';

export const openAlexOrigin = 'openalex';

/** "JFHV" in ASCII: one harvest at a time per database (the catalogue import's lock is "JFIM"). */
export const harvestLockKey = 0x4a464856;

// The columns are timestamps without time zone holding UTC (as Prisma writes them), whatever the process's zone.
const utc = (at: Date) => at.toISOString();

export interface JournalToHarvest {
  /** The catalogue's Sourceid, as text (a bigint). */
  sourceId: string;
  title: string;
  issns: string[];
}

export type HarvestStatus = 'done' | 'not_found' | 'failed';

/** Takes the harvest lock for this session; false when another harvest holds it. */
export async function tryHarvestLock(client: Client): Promise<boolean> {
  const [row] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [harvestLockKey])).rows;
  return row.locked;
}

export async function releaseHarvestLock(client: Client): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1)', [harvestLockKey]).catch(() => undefined);
}

/**
 * The catalogue's journals by rank, split into those to harvest and those harvested (found or not) since `freshSince`.
 * Journals that failed are always harvested again.
 */
export async function listJournals(
  client: Client,
  freshSince: Date,
): Promise<{ toHarvest: JournalToHarvest[]; fresh: number }> {
  const { rows } = await client.query<JournalToHarvest & { is_fresh: boolean }>(
    `SELECT j.source_id::text AS "sourceId", j.title, j.issns,
            (h.status IN ('done', 'not_found') AND h.harvested_at >= ($1::timestamptz AT TIME ZONE 'UTC')) AS is_fresh
       FROM journals j LEFT JOIN journal_harvests h ON h.source_id = j.source_id
      ORDER BY j.rank, j.source_id`,
    [utc(freshSince)],
  );
  const toHarvest = rows.filter((row) => !row.is_fresh).map(({ sourceId, title, issns }) => ({ sourceId, title, issns }));
  return { toHarvest, fresh: rows.length - toHarvest.length };
}

/** Records the journal's state; a failure keeps the count of the works it still has from before. */
async function writeState(client: Client, sourceId: string, status: HarvestStatus, works: number, at: Date) {
  await client.query(
    `INSERT INTO journal_harvests (source_id, harvested_at, status, works)
     VALUES ($1::bigint, ($2::timestamptz AT TIME ZONE 'UTC'), $3, $4)
     ON CONFLICT (source_id) DO UPDATE SET harvested_at = EXCLUDED.harvested_at, status = EXCLUDED.status,
       works = CASE WHEN EXCLUDED.status = 'failed' THEN journal_harvests.works ELSE EXCLUDED.works END`,
    [sourceId, utc(at), status, works],
  );
}

async function clearOpenAlexRows(client: Client, sourceId: string) {
  await client.query('DELETE FROM journal_articles WHERE source_id = $1::bigint AND origin = $2', [sourceId, openAlexOrigin]);
  await client.query('DELETE FROM journal_topics WHERE source_id = $1::bigint', [sourceId]);
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
  sourceId: string,
  harvest: { articles: HarvestedArticle[]; topics: SourceTopic[] },
  at: Date,
): Promise<number> {
  return inTransaction(client, async () => {
    await clearOpenAlexRows(client, sourceId);
    const inserted = await client.query(
      `INSERT INTO journal_articles (source_id, sinta_id, origin, external_id, title, abstract, keywords, year, language,
         updated_at)
       SELECT $1::bigint, (${sintaOfJournalSql}), $2, w."externalId", w.title, w.abstract, w.keywords, w.year,
              w.language, ($4::timestamptz AT TIME ZONE 'UTC')
         FROM jsonb_to_recordset($3::jsonb)
           AS w("externalId" text, title text, abstract text, keywords text[], year int, language text)
       ON CONFLICT (origin, external_id) DO NOTHING`,
      [sourceId, openAlexOrigin, JSON.stringify(harvest.articles), utc(at)],
    );
    await client.query(
      `INSERT INTO journal_topics (source_id, topic_id, name, count)
       SELECT $1::bigint, t."topicId", t.name, t.count
         FROM jsonb_to_recordset($2::jsonb) AS t("topicId" text, name text, count int)`,
      [sourceId, JSON.stringify(harvest.topics)],
    );
    const stored = inserted.rowCount ?? 0;
    await writeState(client, sourceId, 'done', stored, at);
    return stored;
  });
}

/** No OpenAlex source holds the journal's ISSNs: its OpenAlex rows go, and it is not asked again while fresh. */
export async function markNotFound(client: Client, sourceId: string, at: Date): Promise<void> {
  await inTransaction(client, async () => {
    await clearOpenAlexRows(client, sourceId);
    await writeState(client, sourceId, 'not_found', 0, at);
  });
}

/** The journal could not be harvested this time: its rows stay, and the next run tries it again. */
export async function markFailed(client: Client, sourceId: string, at: Date): Promise<void> {
  await writeState(client, sourceId, 'failed', 0, at);
}
