// Writes imported articles, in batches inside the caller's transaction: a row is inserted, or rewritten only when a
// value differs, so a second run of the same file touches nothing. Rows of other origins and imported rows the file
// does not hold are left alone (several files may be imported, one after another).
import type { Client } from 'pg';
import type { ArticleContent } from '../article-content';

export interface ArticleRecord extends ArticleContent {
  sourceId: string;
}

export interface ArticleWriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export const importOrigin = 'import';
const batchSize = 1000;

const upsertSql = `
INSERT INTO journal_articles (source_id, origin, external_id, title, abstract, keywords, year, language, updated_at)
SELECT incoming.source_id, $2, incoming.external_id, incoming.title, incoming.abstract,
       ARRAY(SELECT jsonb_array_elements_text(incoming.keywords)), incoming.year, incoming.language, now()
FROM jsonb_to_recordset($1::jsonb) AS incoming(source_id bigint, external_id text, title text, abstract text,
     keywords jsonb, year integer, language text)
ON CONFLICT (origin, external_id) DO UPDATE SET
  source_id = EXCLUDED.source_id, title = EXCLUDED.title, abstract = EXCLUDED.abstract, keywords = EXCLUDED.keywords,
  year = EXCLUDED.year, language = EXCLUDED.language, updated_at = now()
WHERE (journal_articles.source_id, journal_articles.title, journal_articles.abstract, journal_articles.keywords,
       journal_articles.year, journal_articles.language)
  IS DISTINCT FROM (EXCLUDED.source_id, EXCLUDED.title, EXCLUDED.abstract, EXCLUDED.keywords, EXCLUDED.year,
       EXCLUDED.language)
RETURNING (xmax = 0) AS inserted`;

/** `records` hold each external id once (one statement cannot update a row twice). */
export async function upsertArticles(client: Client, records: ArticleRecord[]): Promise<ArticleWriteCounts> {
  const counts: ArticleWriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < records.length; start += batchSize) {
    const batch = records.slice(start, start + batchSize);
    const json = batch.map((record) => ({
      source_id: record.sourceId,
      external_id: record.externalId,
      title: record.title,
      abstract: record.abstract,
      keywords: record.keywords,
      year: record.year,
      language: record.language,
    }));
    const { rows } = await client.query<{ inserted: boolean }>(upsertSql, [JSON.stringify(json), importOrigin]);
    const inserted = rows.filter((row) => row.inserted).length;
    counts.inserted += inserted;
    counts.updated += rows.length - inserted;
    counts.unchanged += batch.length - rows.length;
  }
  return counts;
}
