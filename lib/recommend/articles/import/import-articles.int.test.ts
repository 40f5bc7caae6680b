// The article import on a scratch database holding a few journals: the fixture files of test-support/articles (a
// Scopus export, a plain CSV, a JSONL) are matched by Sourceid, ISSN and title, written once, and a second run changes
// nothing; bad rows are counted and skipped, and a wrong file is refused before anything is written.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { createMigratedScratchDatabase, queryRows, type ScratchDatabase } from '../../../../test-support/scratch-database';
import { ImportFileError } from '../../../import/import-file-error';
import { importArticles } from './import-articles';

jest.setTimeout(120_000);
const fixtures = path.join(process.cwd(), 'test-support/articles');
let scratch: ScratchDatabase;
let folder: string;

const query = <T,>(sql: string, values: unknown[] = []) => queryRows<T>(scratch.url, sql, values);
const importFixture = (name: string) => importArticles({ databaseUrl: scratch.url, file: path.join(fixtures, name) });
const snapshot = () =>
  query(`SELECT origin, external_id, source_id::text, title, abstract, keywords, year, language, updated_at
         FROM journal_articles ORDER BY id`);

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'jf-articles-'));
  scratch = await createMigratedScratchDatabase();
  await query(`INSERT INTO journals (source_id, rank, title, type, docs_year, data_year, issns) VALUES
    (990001001, 1, 'Journal of Tropical Agriculture', 'journal', 2025, 2025, ARRAY['01234567', '98765432']),
    (990001002, 2, 'The Journal of Data Science & Analytics', 'journal', 2025, 2025, ARRAY['2345678X']),
    (990001003, 3, 'Revista de Educação', 'journal', 2025, 2025, ARRAY[]::text[]),
    (990001004, 4, 'Applied Ocean Letters', 'journal', 2025, 2025, ARRAY['11112222'])`);
  // A harvested article of the same journal: the import never touches another origin's rows.
  await query(`INSERT INTO journal_articles (source_id, origin, external_id, title)
    VALUES (990001001, 'openalex', 'W123', 'Soil moisture retention under intercropping in smallholder cassava farms')`);
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await scratch.drop();
});

describe('importArticles', () => {
  it('imports a Scopus export: matched by ISSN and by title, unmatched journals and bad rows counted', async () => {
    const result = await importFixture('scopus-export.csv');
    expect(result).toMatchObject({
      file: 'scopus-export.csv',
      format: 'scopus',
      rows: 7,
      matched: 3,
      matchedBy: { sourceid: 0, issn: 1, title: 2 },
      unmatched: 2,
      unmatchedSources: [{ source: 'Unknown Letters in Physics', why: 'not found', rows: 2 }],
      skipped: [
        { line: 6, reason: 'no title' },
        { line: 7, reason: 'document type "Erratum"' },
      ],
      duplicates: 0,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      isUnchanged: false,
    });
    expect(
      await query(`SELECT source_id::text, title, abstract IS NULL AS no_abstract, keywords, year, language
                   FROM journal_articles WHERE origin = 'import' ORDER BY source_id`),
    ).toEqual([
      {
        source_id: '990001001',
        title: 'Soil moisture retention under intercropping in smallholder cassava farms',
        no_abstract: false,
        keywords: ['Cassava', 'Intercropping', 'Soil moisture', 'agriculture', 'water retention'],
        year: 2023,
        language: 'en',
      },
      {
        source_id: '990001002',
        title: 'Gradient-boosted models for early detection of credit default',
        no_abstract: true,
        keywords: ['credit risk', 'gradient boosting'],
        year: 2024,
        language: 'en',
      },
      expect.objectContaining({ source_id: '990001003', year: 2022, language: 'pt' }),
    ]);
  });

  it('changes nothing when the same file is imported again, and says so', async () => {
    const before = await snapshot();
    const result = await importFixture('scopus-export.csv');
    expect(result).toMatchObject({ matched: 3, inserted: 0, updated: 0, unchanged: 3, isUnchanged: true });
    expect(await snapshot()).toEqual(before);
  });

  it('imports a plain CSV by Sourceid and ISSN: an unknown Sourceid is unmatched, a repeated article written once', async () => {
    const result = await importFixture('articles.csv');
    expect(result).toMatchObject({
      format: 'csv',
      rows: 5,
      matched: 3,
      matchedBy: { sourceid: 1, issn: 2, title: 0 },
      unmatched: 1,
      unmatchedSources: [{ source: 'Sourceid 990009999', why: 'unknown sourceid', rows: 1 }],
      skipped: [{ line: 5, reason: 'year "20x1" is not a year' }],
      duplicates: 1,
      inserted: 2,
    });
    expect(
      await query(`SELECT source_id::text, title FROM journal_articles
                   WHERE origin = 'import' AND (title ILIKE 'yield gaps%' OR title LIKE 'Wave%') ORDER BY title DESC`),
    ).toEqual([
      { source_id: '990001001', title: 'Yield gaps of upland rice in dry seasons' },
      { source_id: '990001004', title: 'Wave energy converters for small islands' },
    ]);
    expect(await importFixture('articles.csv')).toMatchObject({ inserted: 0, unchanged: 2, isUnchanged: true });
  });

  it('imports JSON Lines by Sourceid, ISSN and title, skipping a broken line and a row without a title', async () => {
    const result = await importFixture('articles.jsonl');
    expect(result).toMatchObject({
      format: 'jsonl',
      rows: 6,
      matched: 4,
      matchedBy: { sourceid: 1, issn: 2, title: 1 },
      unmatched: 0,
      skipped: [
        { line: 4, reason: 'not a JSON object' },
        { line: 5, reason: 'no title' },
      ],
      inserted: 4,
    });
    expect(await importFixture('articles.jsonl')).toMatchObject({ unchanged: 4, isUnchanged: true });
  });

  it('rewrites an article whose values changed, keyed by journal, normalised title and year', async () => {
    const file = path.join(folder, 'changed.jsonl');
    writeFileSync(
      file,
      `${JSON.stringify({ sourceid: 990001004, title: 'TIDAL MIXING IN SHALLOW ESTUARIES', keywords: 'tides', year: 2022 })}\n`,
    );
    expect(await importArticles({ databaseUrl: scratch.url, file })).toMatchObject({ inserted: 0, updated: 1 });
    expect(
      await query(`SELECT title, abstract, keywords FROM journal_articles WHERE title ILIKE 'tidal mixing%'`),
    ).toEqual([{ title: 'TIDAL MIXING IN SHALLOW ESTUARIES', abstract: null, keywords: ['tides'] }]);
    expect(await query(`SELECT origin, external_id FROM journal_articles WHERE origin = 'openalex'`)).toEqual([
      { origin: 'openalex', external_id: 'W123' },
    ]);
  });

  it.each([
    ['articles.xlsx', 'x', 'articles.xlsx: expected a .csv file (a Scopus export or plain columns) or a .jsonl file'],
    ['journals.csv', 'Sourceid;Title;SJR\n1;Ecology;1,2\n', 'journals.csv line 1: neither a Scopus export nor an article CSV'],
    ['latin1.csv', Buffer.from('title,issn\nRevista de Educa\xe7\xe3o,12345678\n', 'latin1'), 'latin1.csv cannot be read'],
    ['broken.jsonl', 'not json\n', 'broken.jsonl line 1: not an article per line'],
  ])('refuses the wrong file %s before writing anything', async (name, content, message) => {
    const before = await snapshot();
    const file = path.join(folder, name);
    writeFileSync(file, content);
    const importing = importArticles({ databaseUrl: scratch.url, file });
    await expect(importing).rejects.toThrow(ImportFileError);
    await expect(importing).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  });

  it('streams a large gzipped file in batches of at most batchRows matched rows, with the same report', async () => {
    // 25,000 rows: every 25th has no title, else every 10th names an unknown journal, and every 50th matched row
    // repeats the article of the row before it (counted as the rows are made).
    const lines: string[] = [];
    const expected = { skipped: 0, unmatched: 0, duplicates: 0 };
    for (let k = 0; k < 25_000; k += 1) {
      const hasTitle = k % 25 !== 7;
      const isKnown = k % 10 !== 3;
      const repeats = k % 50 === 49 && (k - 1) % 25 !== 7 && (k - 1) % 10 !== 3;
      if (!hasTitle) expected.skipped += 1;
      else if (!isKnown) expected.unmatched += 1;
      else if (repeats) expected.duplicates += 1;
      const title = hasTitle ? `Generated stream article ${repeats ? k - 1 : k}` : '';
      lines.push(JSON.stringify({ title, issn: isKnown ? '11112222' : '99990000', keywords: ['stream'], year: 2020 }));
    }
    const file = path.join(folder, 'stream.jsonl.gz');
    writeFileSync(file, gzipSync(lines.join('\n')));
    const batches: number[] = [];
    const result = await importArticles({ databaseUrl: scratch.url, file, batchRows: 1000, onBatch: (rows) => batches.push(rows) });
    const { skipped, unmatched, duplicates } = expected;
    const matched = 25_000 - skipped - unmatched;
    expect(result).toMatchObject({
      format: 'jsonl',
      rows: 25_000,
      skippedRows: skipped,
      matched,
      unmatched,
      unmatchedSources: [{ source: 'ISSN 99990000', why: 'not found', rows: unmatched }],
      duplicates,
      inserted: matched - duplicates,
    });
    expect(result.skipped).toHaveLength(skipped);
    // The import held at most one batch of matched rows at a time, and sent them as the file streamed.
    expect(Math.max(...batches)).toBe(1000);
    expect(batches).toHaveLength(Math.ceil(matched / 1000));
    expect(batches.reduce((sum, rows) => sum + rows, 0)).toBe(matched);
    expect(
      await query<{ count: number }>(`SELECT count(*)::int AS count FROM journal_articles WHERE title LIKE 'Generated stream article %'`),
    ).toEqual([{ count: matched - duplicates }]);
  });

  it('refuses a file that does not exist', async () => {
    await expect(importArticles({ databaseUrl: scratch.url, file: path.join(folder, 'missing.csv') })).rejects.toThrow(
      'File not found',
    );
  });
});
