// `npm run recommend:import-articles -- <file>`: articles from a Scopus export or a plain CSV/JSONL, tied to catalogue
// journals and written to journal_articles with origin 'import'. The file is read and checked first; then, under the
// import lock and in one transaction, matched against the journals and upserted. Rows without a title and rows whose
// journal is not in the catalogue are counted and skipped; the same article twice in the file is written once.
import type { Client } from 'pg';
import { withCatalogueLock } from '../../../import/import-lock';
import { withImportClient } from '../../../import/with-import-client';
import { articleExternalId } from './article-external-id';
import type { ArticleFormat, ArticleRow, SkippedRow } from './article-row';
import { type CatalogueJournal, createJournalMatcher, type JournalMatch } from './journal-matcher';
import { readArticleFile } from './read-article-file';
import { type ArticleRecord, type ArticleWriteCounts, upsertArticles } from './upsert-articles';

export interface UnmatchedSource {
  /** The journal as the rows name it: its title, else its ISSNs or Sourceid. */
  source: string;
  why: Exclude<JournalMatch, { sourceId: string }>['why'];
  rows: number;
}

export interface ArticleImportResult extends ArticleWriteCounts {
  file: string;
  format: ArticleFormat;
  /** Data rows in the file (blank lines aside). */
  rows: number;
  /** Rows that cannot be articles (no title, a bad year or Sourceid, an erratum, a broken line), in file order. */
  skipped: SkippedRow[];
  matched: number;
  matchedBy: Record<'sourceid' | 'issn' | 'title', number>;
  unmatched: number;
  /** Each journal the unmatched rows name, once, in the order the file first names it. */
  unmatchedSources: UnmatchedSource[];
  /** Matched rows that repeat an earlier row's article (same journal, title and year): written once. */
  duplicates: number;
  /** The catalogue holds no journal at all (nothing can match before `npm run db:import`). */
  isCatalogueEmpty: boolean;
  isUnchanged: boolean;
}

async function loadJournals(client: Client): Promise<CatalogueJournal[]> {
  const { rows } = await client.query<CatalogueJournal>(
    'SELECT source_id::text AS "sourceId", title, issns FROM journals',
  );
  return rows;
}

function describeSource({ sourceId, issns, title }: ArticleRow['journal']): string {
  if (sourceId !== null) return `Sourceid ${sourceId}`;
  if (title !== null) return title;
  return issns.length > 0 ? `ISSN ${issns.join(', ')}` : '(no journal named)';
}

export async function importArticles(options: { databaseUrl: string; file: string }): Promise<ArticleImportResult> {
  const file = await readArticleFile(options.file);
  return withImportClient(options.databaseUrl, 'article import', (client) =>
    withCatalogueLock(client, async () => {
      await client.query('BEGIN');
      try {
        const journals = await loadJournals(client);
        const match = createJournalMatcher(journals);
        const matchedBy = { sourceid: 0, issn: 0, title: 0 };
        const unmatched = new Map<string, UnmatchedSource>();
        const records = new Map<string, ArticleRecord>();
        let matched = 0;
        for (const row of file.rows) {
          const found = match(row.journal);
          if (found.sourceId === null) {
            const source = describeSource(row.journal);
            const entry = unmatched.get(source) ?? { source, why: found.why, rows: 0 };
            entry.rows += 1;
            unmatched.set(source, entry);
            continue;
          }
          matched += 1;
          matchedBy[found.by] += 1;
          const externalId = articleExternalId(found.sourceId, row.title, row.year);
          if (records.has(externalId)) continue;
          const { title, abstract, keywords, year, language } = row;
          records.set(externalId, { sourceId: found.sourceId, externalId, title, abstract, keywords, year, language });
        }
        const counts = await upsertArticles(client, [...records.values()]);
        await client.query('COMMIT');
        const unmatchedSources = [...unmatched.values()];
        return {
          file: file.label,
          format: file.format,
          rows: file.rows.length + file.skipped.length,
          skipped: file.skipped,
          matched,
          matchedBy,
          unmatched: unmatchedSources.reduce((sum, entry) => sum + entry.rows, 0),
          unmatchedSources,
          duplicates: matched - records.size,
          ...counts,
          isCatalogueEmpty: journals.length === 0,
          isUnchanged: counts.inserted === 0 && counts.updated === 0,
        };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }),
  );
}
