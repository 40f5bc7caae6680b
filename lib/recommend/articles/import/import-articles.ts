// `npm run recommend:import-articles -- <file>`: articles from a Scopus export or a plain CSV/JSONL, tied to catalogue
// journals and written to journal_articles with origin 'import'. The file's name and kind are checked first; then,
// under the import lock and in one transaction, the file streams through the journal matcher into a staging table a
// batch at a time, and one set-based upsert writes it: memory stays bounded whatever the file's size, and a file that
// turns out broken halfway writes nothing. Rows without a title and rows whose journal is not in the catalogue are
// counted and skipped; the same article twice in the file is written once. An article whose ISSN belongs to a SINTA
// journal is stored for it too (beside its catalogue journal, or alone when the catalogue has none).
import type { Client } from 'pg';
import { withCatalogueLock } from '../../../import/import-lock';
import { withImportClient } from '../../../import/with-import-client';
import { isSkipped } from './article-fields';
import { articleExternalId } from './article-external-id';
import { ArticleImportTally, type UnmatchedSource } from './article-import-tally';
import type { ArticleFormat, ArticleRows, SkippedRow } from './article-row';
import { type CatalogueJournal, createJournalMatcher } from './journal-matcher';
import { openArticleFile } from './read-article-file';
import { createSintaIssnMatcher, type SintaJournalIssns } from './sinta-issn-matcher';
import {
  type ArticleRecord,
  type ArticleWriteCounts,
  createArticleStaging,
  stageArticles,
  upsertStagedArticles,
} from './upsert-articles';

export type { UnmatchedSource } from './article-import-tally';

export interface ArticleImportResult extends ArticleWriteCounts {
  file: string;
  format: ArticleFormat;
  /** Data rows in the file (blank lines aside). */
  rows: number;
  /** Rows that cannot be articles (no title, a bad year or Sourceid, an erratum, a broken line). */
  skippedRows: number;
  /** The first of them (up to skippedRowsKept), in file order. */
  skipped: SkippedRow[];
  matched: number;
  /** `sinta`: rows whose only journal is a SINTA journal holding their ISSN. */
  matchedBy: Record<'sourceid' | 'issn' | 'title' | 'sinta', number>;
  /** Matched rows stored for a SINTA journal (alone or beside a catalogue journal). */
  forSinta: number;
  unmatched: number;
  /** Each journal the unmatched rows name, once, in the order the file first names it. */
  unmatchedSources: UnmatchedSource[];
  /** Matched rows that repeat an earlier row's article (same journal, title and year): written once. */
  duplicates: number;
  /** The catalogue holds no journal at all (nothing can match before `npm run db:import`). */
  isCatalogueEmpty: boolean;
  isUnchanged: boolean;
}

export interface ArticleImportOptions {
  databaseUrl: string;
  file: string;
  /** Matched rows staged per statement: the most rows the import holds at once (default 1,000). */
  batchRows?: number;
  /** Called with each staged batch's size (tests count them). */
  onBatch?: (rows: number) => void;
}

async function loadJournals(client: Client): Promise<CatalogueJournal[]> {
  const { rows } = await client.query<CatalogueJournal>(
    'SELECT source_id::text AS "sourceId", title, issns FROM journals',
  );
  return rows;
}

async function loadSintaJournals(client: Client): Promise<SintaJournalIssns[]> {
  const { rows } = await client.query<SintaJournalIssns>(
    'SELECT id, issns FROM sinta_journals WHERE cardinality(issns) > 0 ORDER BY accreditation, id',
  );
  return rows;
}

interface Journals {
  catalogue: CatalogueJournal[];
  sinta: SintaJournalIssns[];
}

/** Streams the rows through the matcher into the staging table; returns the file's format. */
async function stageFile(
  client: Client,
  reader: ArticleRows,
  journals: Journals,
  tally: ArticleImportTally,
  options: ArticleImportOptions,
): Promise<ArticleFormat> {
  const match = createJournalMatcher(journals.catalogue);
  const matchSinta = createSintaIssnMatcher(journals.sinta);
  const batchRows = options.batchRows ?? 1000;
  let batch: ArticleRecord[] = [];
  const flush = async () => {
    await stageArticles(client, batch);
    if (batch.length > 0) options.onBatch?.(batch.length);
    batch = [];
  };
  for (let next = await reader.next(); ; next = await reader.next()) {
    if (next.done) {
      await flush();
      return next.value;
    }
    const row = next.value;
    if (isSkipped(row)) {
      tally.skip(row);
      continue;
    }
    const found = match(row.journal);
    const sintaId = matchSinta(row.journal);
    if (found.sourceId === null && sintaId === null) {
      tally.miss(row, found.why);
      continue;
    }
    tally.match(found.sourceId === null ? 'sinta' : found.by, sintaId !== null);
    const { line, title, abstract, keywords, year, language } = row;
    // A catalogue journal's article keeps the key it always had; a SINTA journal's alone is keyed by its profile.
    const externalId = articleExternalId(found.sourceId ?? `sinta:${sintaId}`, title, year);
    batch.push({ line, sourceId: found.sourceId, sintaId, externalId, title, abstract, keywords, year, language });
    if (batch.length >= batchRows) await flush();
  }
}

export async function importArticles(options: ArticleImportOptions): Promise<ArticleImportResult> {
  const file = await openArticleFile(options.file);
  return withImportClient(options.databaseUrl, 'article import', (client) =>
    withCatalogueLock(client, async () => {
      await client.query('BEGIN');
      try {
        const journals = { catalogue: await loadJournals(client), sinta: await loadSintaJournals(client) };
        await createArticleStaging(client);
        const tally = new ArticleImportTally();
        const format = await stageFile(client, file.rows(), journals, tally, options);
        const { articles, ...counts } = await upsertStagedArticles(client);
        await client.query('COMMIT');
        const unmatchedSources = tally.unmatchedSources();
        const unmatched = unmatchedSources.reduce((sum, entry) => sum + entry.rows, 0);
        return {
          file: file.label,
          format,
          rows: tally.matched + unmatched + tally.skippedRows,
          skippedRows: tally.skippedRows,
          skipped: tally.skipped,
          matched: tally.matched,
          matchedBy: tally.matchedBy,
          forSinta: tally.forSinta,
          unmatched,
          unmatchedSources,
          duplicates: tally.matched - articles,
          ...counts,
          isCatalogueEmpty: journals.catalogue.length === 0 && journals.sinta.length === 0,
          isUnchanged: counts.inserted === 0 && counts.updated === 0,
        };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }),
  );
}
