// Reads what the ranked journals published (journal_articles, journal_topics) for the index build, a page of journals
// at a time so neither this thread nor the worker holds millions of rows at once: per journal its newest articles'
// titles, keywords and languages, the newest abstracts cut in SQL, and its OpenAlex topics.
// Cost grows with the works read, never with the works stored: a page is 500 ranked journals taken by Sourceid, and
// each journal's newest articles are one walk of the (source_id, year DESC NULLS LAST, id DESC) index stopped at
// articlesPerJournal, aggregated once per journal; only the newest abstractsPerJournal abstracts are read at all (a
// second walk of the same index, stopped at that count). No intermediate table of the page's works is ever built.
// Then the SINTA journals, 500 websites at a time (a SINTA entry is its website): the works stored for their
// profiles by ISSN, read the same way through (sinta_id, year DESC NULLS LAST, id DESC). SINTA journals have no
// OpenAlex topics.
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import { db } from '../core/db';
import type { JournalWorks } from './engine/works-index';
import { worksSettings } from './engine/weights';

const JOURNALS_PER_PAGE = 500;
/** Characters of an abstract read: enough for worksSettings.abstractWords words. */
const ABSTRACT_CHARACTERS = worksSettings.abstractWords * 10;

type Row = Omit<JournalWorks, 'topics'> & { topics: JournalWorks['topics'] | null };

/**
 * The works of these journals (those with articles or topics only), in no set order (sorting the page's arrays would
 * spill to disk for nothing: the collector files each journal by its Sourceid). Exported for its plan test.
 */
export function journalsWorksQuery(sourceIds: readonly bigint[]): Prisma.Sql {
  return Prisma.sql`
    SELECT key.source_id::text AS "sourceId",
      COALESCE(w.titles, '{}') AS titles, COALESCE(w.keywords, '{}') AS keywords,
      COALESCE(w.languages, '{}') AS languages, COALESCE(s.abstracts, '{}') AS abstracts, t.topics
    FROM unnest(${sourceIds.map(String)}::text[]) AS p(id)
    CROSS JOIN LATERAL (SELECT p.id::bigint AS source_id) AS key
    LEFT JOIN LATERAL (
      SELECT array_agg(n.title ORDER BY n.year DESC NULLS LAST, n.id DESC) AS titles,
             array_agg(array_to_string(n.keywords, '; ') ORDER BY n.year DESC NULLS LAST, n.id DESC) AS keywords,
             array_agg(n.language ORDER BY n.year DESC NULLS LAST, n.id DESC) AS languages
        FROM (SELECT a.id, a.year, a.title, a.keywords, a.language FROM journal_articles a
               WHERE a.source_id = key.source_id
               ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT ${worksSettings.articlesPerJournal}) n) w ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(n.abstract ORDER BY n.year DESC NULLS LAST, n.id DESC) AS abstracts
        FROM (SELECT a.id, a.year, left(a.abstract, ${ABSTRACT_CHARACTERS}) AS abstract FROM journal_articles a
               WHERE a.source_id = key.source_id
               ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT ${worksSettings.abstractsPerJournal}) n) s ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('name', t.name, 'count', t.count)) AS topics FROM journal_topics t
       WHERE t.source_id = key.source_id) t ON true
    WHERE w.titles IS NOT NULL OR t.topics IS NOT NULL`;
}

/** The works stored for the SINTA profiles of these websites (those with any), one entry per website. */
export function sintaWorksQuery(websites: readonly string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT p.website AS "sintaWebsite", w.titles, w.keywords, w.languages, COALESCE(s.abstracts, '{}') AS abstracts
    FROM unnest(${[...websites]}::text[]) AS p(website)
    CROSS JOIN LATERAL (SELECT array_agg(j.id) AS ids FROM sinta_journals j WHERE j.website_url = p.website) AS profile
    CROSS JOIN LATERAL (
      SELECT array_agg(n.title ORDER BY n.year DESC NULLS LAST, n.id DESC) AS titles,
             array_agg(array_to_string(n.keywords, '; ') ORDER BY n.year DESC NULLS LAST, n.id DESC) AS keywords,
             array_agg(n.language ORDER BY n.year DESC NULLS LAST, n.id DESC) AS languages
        FROM (SELECT a.id, a.year, a.title, a.keywords, a.language FROM journal_articles a
               WHERE a.sinta_id = ANY (profile.ids)
               ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT ${worksSettings.articlesPerJournal}) n) w
    LEFT JOIN LATERAL (
      SELECT array_agg(n.abstract ORDER BY n.year DESC NULLS LAST, n.id DESC) AS abstracts
        FROM (SELECT a.id, a.year, left(a.abstract, ${ABSTRACT_CHARACTERS}) AS abstract FROM journal_articles a
               WHERE a.sinta_id = ANY (profile.ids)
               ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT ${worksSettings.abstractsPerJournal}) n) s ON true
    WHERE w.titles IS NOT NULL`;
}

/** The websites after `after` in text order ('' for the first page: every website has text). */
async function sintaWebsitesAfter(after: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ website: string }[]>`
    SELECT DISTINCT website_url AS website FROM sinta_journals WHERE website_url > ${after}
     ORDER BY website_url LIMIT ${JOURNALS_PER_PAGE}`;
  return rows.map((row) => row.website);
}

async function hasSintaWorks(): Promise<boolean> {
  const [row] = await db.$queryRaw<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM journal_articles WHERE sinta_id IS NOT NULL) AS any`;
  return row?.any ?? false;
}

async function* loadSintaWorks(): AsyncGenerator<JournalWorks[]> {
  if (!(await hasSintaWorks())) return;
  let after = '';
  for (;;) {
    const page = await sintaWebsitesAfter(after);
    if (page.length === 0) return;
    after = page[page.length - 1]!;
    const rows = await db.$queryRaw<Omit<JournalWorks, 'topics'>[]>(sintaWorksQuery(page));
    if (rows.length > 0) yield rows.map((row) => ({ ...row, topics: [] }));
  }
}

async function rankedJournalsAfter(after: bigint): Promise<bigint[]> {
  const rows = await db.$queryRaw<{ sourceId: bigint }[]>`
    SELECT source_id AS "sourceId" FROM journals
     WHERE source_id > ${after} AND type = 'journal' AND NOT is_discontinued
     ORDER BY source_id LIMIT ${JOURNALS_PER_PAGE}`;
  return rows.map((row) => row.sourceId);
}

async function hasAnyWorks(): Promise<boolean> {
  const [row] = await db.$queryRaw<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM journal_articles WHERE source_id IS NOT NULL) OR EXISTS (SELECT 1 FROM journal_topics)
      AS any`;
  return row?.any ?? false;
}

async function* loadScopusWorks(): AsyncGenerator<JournalWorks[]> {
  if (!(await hasAnyWorks())) return;
  let after = BigInt(-1);
  for (;;) {
    const page = await rankedJournalsAfter(after);
    if (page.length === 0) return;
    after = page[page.length - 1]!;
    const rows = await db.$queryRaw<Row[]>(journalsWorksQuery(page));
    if (rows.length > 0) yield rows.map((row) => ({ ...row, topics: row.topics ?? [] }));
  }
}

/** The works of every ranked journal that has any, Scopus then SINTA, in chunks of up to JOURNALS_PER_PAGE journals. */
export async function* loadJournalWorks(): AsyncGenerator<JournalWorks[]> {
  yield* loadScopusWorks();
  yield* loadSintaWorks();
}
