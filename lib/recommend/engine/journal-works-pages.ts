// Reads what the ranked journals published (journal_articles, journal_topics) for the index build, a page of journals
// at a time so that no thread holds millions of rows at once: per journal its newest articles' titles, keywords and
// languages, the newest abstracts cut in SQL, and its OpenAlex topics. Plain SQL over any query function, so the
// build's worker thread runs it on its own connection (the main thread never parses a works row) and the server's
// Prisma client runs the same text where a caller wants the rows itself (load-journal-works.ts).
// Cost grows with the works read, never with the works stored: a page is 500 ranked journals taken by Sourceid, and
// each journal's newest articles are one walk of the (source_id, year DESC NULLS LAST, id DESC) index stopped at
// articlesPerJournal, aggregated once per journal; only the newest abstractsPerJournal abstracts are read at all (a
// second walk of the same index, stopped at that count). No intermediate table of the page's works is ever built.
// Then the SINTA journals, 500 websites at a time (a SINTA entry is its website): the works stored for their
// profiles by ISSN, read the same way through (sinta_id, year DESC NULLS LAST, id DESC), and the OpenAlex topics
// harvested for profiles sharing no ISSN with the catalogue (a topic's counts summed over a website's profiles).
import { worksSettings } from './weights';
import type { JournalWorks } from './works-index';

/** Runs one statement with positional parameters ($1, $2, …) and answers its rows. */
export type QueryRows = <Row>(text: string, values: unknown[]) => Promise<Row[]>;

export interface SqlQuery {
  text: string;
  values: unknown[];
}

const JOURNALS_PER_PAGE = 500;
/** Characters of an abstract read: enough for worksSettings.abstractWords words. */
const ABSTRACT_CHARACTERS = worksSettings.abstractWords * 10;
const ARTICLES = worksSettings.articlesPerJournal;
const ABSTRACTS = worksSettings.abstractsPerJournal;

type Row = Omit<JournalWorks, 'topics'> & { topics: JournalWorks['topics'] | null };

/**
 * The works of these journals (those with articles or topics only), in no set order (sorting the page's arrays would
 * spill to disk for nothing: the collector files each journal by its Sourceid). Exported for its plan test.
 */
export function journalsWorksQuery(sourceIds: readonly string[]): SqlQuery {
  return {
    text: `
    SELECT key.source_id::text AS "sourceId",
      COALESCE(w.titles, '{}') AS titles, COALESCE(w.keywords, '{}') AS keywords,
      COALESCE(w.languages, '{}') AS languages, COALESCE(s.abstracts, '{}') AS abstracts, t.topics
    FROM unnest($1::text[]) AS p(id)
    CROSS JOIN LATERAL (SELECT p.id::bigint AS source_id) AS key
    LEFT JOIN LATERAL (
      SELECT array_agg(n.title ORDER BY n.year DESC NULLS LAST, n.id DESC) AS titles,
             array_agg(array_to_string(n.keywords, '; ') ORDER BY n.year DESC NULLS LAST, n.id DESC) AS keywords,
             array_agg(n.language ORDER BY n.year DESC NULLS LAST, n.id DESC) AS languages
        FROM (SELECT a.id, a.year, a.title, a.keywords, a.language FROM journal_articles a
               WHERE a.source_id = key.source_id
               ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT ${ARTICLES}) n) w ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(n.abstract ORDER BY n.year DESC NULLS LAST, n.id DESC) AS abstracts
        FROM (SELECT a.id, a.year, left(a.abstract, ${ABSTRACT_CHARACTERS}) AS abstract FROM journal_articles a
               WHERE a.source_id = key.source_id
               ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT ${ABSTRACTS}) n) s ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('name', t.name, 'count', t.count)) AS topics FROM journal_topics t
       WHERE t.source_id = key.source_id) t ON true
    WHERE w.titles IS NOT NULL OR t.topics IS NOT NULL`,
    values: [[...sourceIds]],
  };
}

/** The works stored for the SINTA profiles of these websites (those with articles or topics), one entry per website. */
export function sintaWorksQuery(websites: readonly string[]): SqlQuery {
  return {
    text: `
    SELECT p.website AS "sintaWebsite", COALESCE(w.titles, '{}') AS titles, COALESCE(w.keywords, '{}') AS keywords,
      COALESCE(w.languages, '{}') AS languages, COALESCE(s.abstracts, '{}') AS abstracts, t.topics
    FROM unnest($1::text[]) AS p(website)
    CROSS JOIN LATERAL (SELECT array_agg(j.id) AS ids FROM sinta_journals j WHERE j.website_url = p.website) AS profile
    CROSS JOIN LATERAL (
      SELECT array_agg(n.title ORDER BY n.year DESC NULLS LAST, n.id DESC) AS titles,
             array_agg(array_to_string(n.keywords, '; ') ORDER BY n.year DESC NULLS LAST, n.id DESC) AS keywords,
             array_agg(n.language ORDER BY n.year DESC NULLS LAST, n.id DESC) AS languages
        FROM (SELECT a.id, a.year, a.title, a.keywords, a.language FROM journal_articles a
               WHERE a.sinta_id = ANY (profile.ids)
               ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT ${ARTICLES}) n) w
    LEFT JOIN LATERAL (
      SELECT array_agg(n.abstract ORDER BY n.year DESC NULLS LAST, n.id DESC) AS abstracts
        FROM (SELECT a.id, a.year, left(a.abstract, ${ABSTRACT_CHARACTERS}) AS abstract FROM journal_articles a
               WHERE a.sinta_id = ANY (profile.ids)
               ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT ${ABSTRACTS}) n) s ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('name', n.name, 'count', n.count)) AS topics
        FROM (SELECT t.name, sum(t.count)::int AS count FROM journal_topics t
               WHERE t.sinta_id = ANY (profile.ids) GROUP BY t.topic_id, t.name) n) t ON true
    WHERE w.titles IS NOT NULL OR t.topics IS NOT NULL`,
    values: [[...websites]],
  };
}

async function* sintaWorks(query: QueryRows): AsyncGenerator<JournalWorks[]> {
  const [any] = await query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM journal_articles WHERE sinta_id IS NOT NULL)
         OR EXISTS (SELECT 1 FROM journal_topics WHERE sinta_id IS NOT NULL) AS any`,
    [],
  );
  if (!any?.any) return;
  // '' before every website (each has text).
  let after = '';
  for (;;) {
    const page = await query<{ website: string }>(
      `SELECT DISTINCT website_url AS website FROM sinta_journals WHERE website_url > $1
        ORDER BY website_url LIMIT ${JOURNALS_PER_PAGE}`,
      [after],
    );
    if (page.length === 0) return;
    after = page[page.length - 1]!.website;
    const { text, values } = sintaWorksQuery(page.map((row) => row.website));
    const rows = await query<Row>(text, values);
    if (rows.length > 0) yield rows.map((row) => ({ ...row, topics: row.topics ?? [] }));
  }
}

async function* scopusWorks(query: QueryRows): AsyncGenerator<JournalWorks[]> {
  const [any] = await query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM journal_articles WHERE source_id IS NOT NULL)
         OR EXISTS (SELECT 1 FROM journal_topics WHERE source_id IS NOT NULL) AS any`,
    [],
  );
  if (!any?.any) return;
  let after = '-1';
  for (;;) {
    const page = await query<{ sourceId: string }>(
      `SELECT source_id::text AS "sourceId" FROM journals
        WHERE source_id > $1::bigint AND type = 'journal' AND NOT is_discontinued
        ORDER BY source_id LIMIT ${JOURNALS_PER_PAGE}`,
      [after],
    );
    if (page.length === 0) return;
    after = page[page.length - 1]!.sourceId;
    const { text, values } = journalsWorksQuery(page.map((row) => row.sourceId));
    const rows = await query<Row>(text, values);
    if (rows.length > 0) yield rows.map((row) => ({ ...row, topics: row.topics ?? [] }));
  }
}

/** The works of every ranked journal that has any, Scopus then SINTA, in chunks of up to JOURNALS_PER_PAGE journals. */
export async function* readJournalWorks(query: QueryRows): AsyncGenerator<JournalWorks[]> {
  yield* scopusWorks(query);
  yield* sintaWorks(query);
}
