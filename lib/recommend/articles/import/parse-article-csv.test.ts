import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImportFileError } from '../../../import/import-file-error';
import { parseArticleCsv } from './parse-article-csv';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'test-support/articles', name), 'utf-8');

describe('parseArticleCsv', () => {
  it('reads a Scopus export: its own columns, ISSNs without hyphen, "; " keywords, no abstract, a BOM', async () => {
    const text = fixture('scopus-export.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const file = await parseArticleCsv(text, 'scopus-export.csv');
    expect(file.format).toBe('scopus');
    expect(file.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 8]);
    expect(file.rows[0]).toEqual({
      line: 2,
      title: 'Soil moisture retention under intercropping in smallholder cassava farms',
      abstract:
        'Intercropping cassava with legumes is often called "climate-smart", yet its effect on soil water is rarely ' +
        'measured. We recorded soil moisture at three depths on 42 smallholder farms over two seasons. Plots with ' +
        '"mixed" canopies, as farmers call them, kept 11% more water at 30 cm.',
      keywords: ['Cassava', 'Intercropping', 'Soil moisture', 'agriculture', 'water retention'],
      year: 2023,
      language: 'en',
      journal: { sourceId: null, issns: ['98765432'], title: 'Journal of Tropical Agriculture' },
    });
    expect(file.rows[1]).toMatchObject({ abstract: null, keywords: ['credit risk', 'gradient boosting'], year: 2024 });
    expect(file.rows[1]!.journal).toEqual({ sourceId: null, issns: [], title: 'Journal of Data Science and Analytics' });
    expect(file.rows[2]).toMatchObject({ language: 'pt', journal: { title: 'Revista de Educacao' } });
    expect(file.skipped).toEqual([
      { line: 6, reason: 'no title' },
      { line: 7, reason: 'document type "Erratum"' },
    ]);
  });

  it('reads a plain CSV: hyphenated ISSNs, Sourceids, ";" keywords; a year that is not one skips the row', async () => {
    const file = await parseArticleCsv(fixture('articles.csv'), 'articles.csv');
    expect(file.format).toBe('csv');
    expect(file.rows.map(({ line, journal, keywords, year }) => ({ line, journal, keywords, year }))).toEqual([
      {
        line: 2,
        journal: { sourceId: null, issns: ['01234567'], title: null },
        keywords: ['rice', 'yield gap', 'drought'],
        year: 2021,
      },
      {
        line: 3,
        journal: { sourceId: '990001004', issns: [], title: null },
        keywords: ['wave energy', 'islands'],
        year: 2020,
      },
      { line: 4, journal: { sourceId: '990009999', issns: [], title: null }, keywords: [], year: 2020 },
      { line: 6, journal: { sourceId: null, issns: ['01234567'], title: null }, keywords: [], year: 2021 },
    ]);
    expect(file.rows[0]!.abstract).toBe(
      'Upland rice yields fell by a third in dry seasons; "water-saving" varieties closed half the gap.',
    );
    expect(file.skipped).toEqual([{ line: 5, reason: 'year "20x1" is not a year' }]);
  });

  it('reads semicolons and CRLF, and skips a short row or a Sourceid that is not a number, naming the line', async () => {
    const text = 'Title;SourceID;Year;Keywords\r\nA study;00012345;2020;x\r\nShort\r\nAnother;12ab;2021;\r\n';
    const file = await parseArticleCsv(text, 'x.csv');
    expect(file.rows).toEqual([expect.objectContaining({ line: 2, journal: expect.objectContaining({ sourceId: '12345' }) })]);
    expect(file.skipped).toEqual([
      { line: 3, reason: '1 fields where the header has 4' },
      { line: 4, reason: 'sourceid "12ab" is not a number' },
    ]);
  });

  it.each([
    ['Authors,DOI\nA,10.1/x\n', 'x.csv line 1: neither a Scopus export nor an article CSV'],
    ['title,abstract\nA,B\n', '(found "title", "abstract")'],
    ['Sourceid;Title;Type\n1;Ecology;journal\n', 'x.csv line 1: neither a Scopus export nor an article CSV'],
    ['', 'x.csv is empty'],
    ['title,issn,keywords\n"never closed,1,x\n', 'x.csv line 2: a quoted field is never closed'],
  ])('refuses the wrong file %j', async (text, message) => {
    const parsing = parseArticleCsv(text, 'x.csv');
    await expect(parsing).rejects.toThrow(ImportFileError);
    await expect(parseArticleCsv(text, 'x.csv')).rejects.toThrow(message);
  });
});
