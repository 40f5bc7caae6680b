import { describeArticleImport } from './describe-article-import';
import type { ArticleImportResult } from './import-articles';

const result: ArticleImportResult = {
  file: 'scopus.csv',
  format: 'scopus',
  rows: 12,
  skippedRows: 2,
  skipped: [
    { line: 6, reason: 'no title' },
    { line: 7, reason: 'document type "Erratum"' },
  ],
  matched: 4,
  matchedBy: { sourceid: 0, issn: 3, title: 1, sinta: 0 },
  forSinta: 0,
  unmatched: 6,
  unmatchedSources: [
    { source: 'Unknown Letters', why: 'not found', rows: 2 },
    { source: 'Marine Policy', why: 'ambiguous', rows: 1 },
    ...['A', 'B', 'C'].map((source) => ({ source, why: 'not found' as const, rows: 1 })),
  ],
  duplicates: 1,
  inserted: 2,
  updated: 1,
  unchanged: 0,
  isCatalogueEmpty: false,
  isUnchanged: false,
};

describe('describeArticleImport', () => {
  it('counts what was read, matched and written, and lists the first unmatched journals and skipped rows', () => {
    expect(describeArticleImport(result)).toBe(
      [
        'scopus.csv (Scopus export): 12 rows; 4 matched a journal (0 by Sourceid, 3 by ISSN, 1 by title), 6 unmatched, ' +
          '2 skipped.',
        '  Articles: 2 inserted, 1 updated, 0 unchanged.',
        '  1 row repeated an article of an earlier row (written once).',
        '  Journals not in the catalogue:',
        '    Unknown Letters: 2 rows',
        '    Marine Policy: 1 row (ambiguous)',
        '    A: 1 row',
        '    B: 1 row',
        '    C: 1 row',
        '  Skipped rows:',
        '    line 6: no title',
        '    line 7: document type "Erratum"',
      ].join('\n'),
    );
  });

  it('says so when nothing changed, cuts long lists and points to db:import when the catalogue is empty', () => {
    const text = describeArticleImport({
      ...result,
      inserted: 0,
      updated: 0,
      unchanged: 3,
      duplicates: 0,
      isUnchanged: true,
      isCatalogueEmpty: true,
      unmatchedSources: [...result.unmatchedSources, { source: 'D', why: 'not found', rows: 1 }],
    });
    expect(text).toContain('  Nothing changed: all 3 articles are already imported.');
    expect(text).toContain('  The catalogue has no journals: run `npm run db:import` first.');
    expect(text).toContain('  Journals not in the catalogue (the first 5 of 6):');
    expect(text).not.toContain('    D: 1 row');
  });

  it('says that nothing was written when no row matched a journal', () => {
    const text = describeArticleImport({ ...result, matched: 0, inserted: 0, updated: 0, isUnchanged: true });
    expect(text.split('\n')[1]).toBe('  Nothing written: no row matched a catalogue journal.');
  });
});
