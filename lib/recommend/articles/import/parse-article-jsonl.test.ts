import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImportFileError } from '../../../import/import-file-error';
import { parseArticleJsonl } from './parse-article-jsonl';

const fixture = readFileSync(path.join(process.cwd(), 'test-support/articles/articles.jsonl'), 'utf-8');

describe('parseArticleJsonl', () => {
  it('reads one article a line: keywords as an array or a ";" string, numbers or strings, ISSN lists', () => {
    const file = parseArticleJsonl(fixture, 'articles.jsonl');
    expect(file.format).toBe('jsonl');
    expect(file.rows).toEqual([
      {
        line: 1,
        title: 'Tidal mixing in shallow estuaries',
        abstract: 'Tidal mixing dominates stratification in estuaries under 5 m deep.',
        keywords: ['tides', 'estuaries'],
        year: 2022,
        language: null,
        journal: { sourceId: '990001004', issns: [], title: null },
      },
      expect.objectContaining({
        line: 2,
        keywords: ['privacy', 'federated learning'],
        year: 2023,
        language: 'en',
        journal: { sourceId: null, issns: ['2345678X'], title: null },
      }),
      expect.objectContaining({ line: 3, keywords: [], journal: { sourceId: null, issns: ['00000000', '01234567'], title: null } }),
      expect.objectContaining({ line: 6, abstract: null, journal: { sourceId: null, issns: [], title: 'Applied Ocean Letters' } }),
    ]);
    expect(file.skipped).toEqual([
      { line: 4, reason: 'not a JSON object' },
      { line: 5, reason: 'no title' },
    ]);
  });

  it.each([
    ['title,issn\nA,12345678\n', 'x.jsonl line 1: not an article per line'],
    ['[{"title": "A", "issn": "12345678"}]\n', 'x.jsonl line 1: not an article per line'],
    ['{"title": "A", "doi": "10.1/x"}\n', 'x.jsonl line 1: not an article per line'],
    ['\n\n', 'x.jsonl is empty'],
  ])('refuses the wrong file %j', (text, message) => {
    expect(() => parseArticleJsonl(text, 'x.jsonl')).toThrow(ImportFileError);
    expect(() => parseArticleJsonl(text, 'x.jsonl')).toThrow(message);
  });
});
