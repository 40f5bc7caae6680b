// Writes imported articles inside the caller's transaction, without holding a file's rows in memory: batches are
// staged in a temporary table as the file streams, then one set-based upsert writes each article once (the first row
// of the file naming it wins). A row is inserted, or rewritten only when a value differs, so a second run of the same
// file touches nothing. Rows of other origins and imported rows the file does not hold are left alone (several files
// may be imported, one after another).
import type { Client } from 'pg';
import type { ArticleContent } from '../article-content';

export interface ArticleRecord extends ArticleContent {
  /** The catalogue journal, when the row matched one. */
  sourceId: string | null;
  /** The SINTA journal holding the row's ISSN, when one does (beside a catalogue journal or alone). */
  sintaId: number | null;
  /** The file's line, so that of two rows of one article the first is kept. */
  line: number;
}

export interface ArticleWriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export const importOrigin = 'import';

export async function createArticleStaging(client: Client): Promise<void> {
  await client.query(`
    CREATE TEMP TABLE incoming_articles (line integer NOT NULL, source_id bigint, sinta_id integer,
      external_id text NOT NULL, title text NOT NULL, abstract text, keywords text[] NOT NULL, year integer, language text) ON COMMIT DROP`);
}

/** One batch of matched rows into the staging table: one statement, whatever the batch's size. */
export async function stageArticles(client: Client, records: readonly ArticleRecord[]): Promise<void> {
  if (records.length === 0) return;
  const json = records.map((record) => ({
    line: record.line,
    source_id: record.sourceId,
    sinta_id: record.sintaId,
    external_id: record.externalId,
    title: record.title,
    abstract: record.abstract,
    keywords: record.keywords,
    year: record.year,
    language: record.language,
  }));
  await client.query(
    `INSERT INTO incoming_articles (line, source_id, sinta_id, external_id, title, abstract, keywords, year, language)
     SELECT s.line, s.source_id, s.sinta_id, s.external_id, s.title, s.abstract,
            ARRAY(SELECT jsonb_array_elements_text(s.keywords)), s.year, s.language
       FROM jsonb_to_recordset($1::jsonb) AS s(line integer, source_id bigint, sinta_id integer, external_id text,
            title text, abstract text, keywords jsonb, year integer, language text)`,
    [JSON.stringify(json)],
  );
}

const upsertSql = `
WITH incoming AS MATERIALIZED (
  SELECT DISTINCT ON (external_id) * FROM incoming_articles ORDER BY external_id, line),
written AS (
  INSERT INTO journal_articles (source_id, sinta_id, origin, external_id, title, abstract, keywords, year, language,
    updated_at)
  SELECT source_id, sinta_id, $1, external_id, title, abstract, keywords, year, language, now() FROM incoming
  ON CONFLICT (origin, external_id) DO UPDATE SET
    source_id = EXCLUDED.source_id, sinta_id = EXCLUDED.sinta_id, title = EXCLUDED.title, abstract = EXCLUDED.abstract,
    keywords = EXCLUDED.keywords, year = EXCLUDED.year, language = EXCLUDED.language, updated_at = now()
  WHERE (journal_articles.source_id, journal_articles.sinta_id, journal_articles.title, journal_articles.abstract,
         journal_articles.keywords, journal_articles.year, journal_articles.language)
    IS DISTINCT FROM (EXCLUDED.source_id, EXCLUDED.sinta_id, EXCLUDED.title, EXCLUDED.abstract, EXCLUDED.keywords,
         EXCLUDED.year, EXCLUDED.language)
  RETURNING (xmax = 0) AS inserted)
SELECT (SELECT count(*) FROM incoming)::int AS articles,
       (SELECT count(*) FROM written WHERE inserted)::int AS inserted,
       (SELECT count(*) FROM written WHERE NOT inserted)::int AS updated`;

/** Writes the staged articles; `articles` is how many distinct ones the file held. */
export async function upsertStagedArticles(client: Client): Promise<ArticleWriteCounts & { articles: number }> {
  const { rows } = await client.query<{ articles: number; inserted: number; updated: number }>(upsertSql, [importOrigin]);
  const { articles, inserted, updated } = rows[0]!;
  return { articles, inserted, updated, unchanged: articles - inserted - updated };
}
