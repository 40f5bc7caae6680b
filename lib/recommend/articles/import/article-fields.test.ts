import { articleFieldOf, cleanAbstract, languageCode, splitKeywords, toArticleRow } from './article-fields';

describe('articleFieldOf', () => {
  it.each([
    ['Source title', 'journal'],
    ['Author Keywords', 'keywords'],
    ['Index Keywords', 'keywords'],
    ['source_id', 'sourceId'],
    ['ISSN', 'issn'],
    ['Language of Original Document', 'language'],
    ['DOI', null],
  ])('%j feeds %j', (name, field) => {
    expect(articleFieldOf(name)).toBe(field);
  });
});

describe('cleanAbstract', () => {
  it('reads Scopus "[No abstract available]" as none and drops the closing copyright line', () => {
    expect(cleanAbstract('[No abstract available]')).toBeNull();
    expect(cleanAbstract('  ')).toBeNull();
    expect(cleanAbstract('Results hold. © 2021 The Authors. Published by Wiley.')).toBe('Results hold.');
    expect(cleanAbstract('Results hold. Copyright © 2020 IEEE')).toBe('Results hold.');
    expect(cleanAbstract('Results hold.')).toBe('Results hold.');
  });
});

describe('splitKeywords', () => {
  it('splits on ";", trims, and keeps each keyword once whatever its case', () => {
    expect(splitKeywords(['Soil moisture; Cassava;', 'soil  moisture; agriculture'])).toEqual([
      'Soil moisture',
      'Cassava',
      'agriculture',
    ]);
  });
});

describe('languageCode', () => {
  it('reads a language name or a code; several or an unknown one is none', () => {
    expect(languageCode('English')).toBe('en');
    expect(languageCode('Indonesian')).toBe('id');
    expect(languageCode('ID')).toBe('id');
    expect(languageCode('English; Indonesian')).toBeNull();
    expect(languageCode('Klingon')).toBeNull();
  });
});

describe('toArticleRow', () => {
  it.each([
    [{ title: ['  '], issn: ['12345678'] }, 'no title'],
    [{ title: ['?!'] }, 'no title'],
    [{ title: ['A'], year: ['2023-01'] }, 'year "2023-01" is not a year'],
    [{ title: ['A'], year: ['1066'] }, 'year "1066" is not a year'],
    [{ title: ['A'], documentType: ['Retracted'] }, 'document type "Retracted"'],
  ])('skips %j: %s', (raw, reason) => {
    expect(toArticleRow(9, raw)).toEqual({ line: 9, reason });
  });

  it('collapses white space in titles and joins the ISSNs of several columns', () => {
    expect(toArticleRow(2, { title: ['A\n  study'], issn: ['1234-5678', '8765432X'], journal: [' J  X '] })).toEqual({
      line: 2,
      title: 'A study',
      abstract: null,
      keywords: [],
      year: null,
      language: null,
      journal: { sourceId: null, issns: ['12345678', '8765432X'], title: 'J X' },
    });
  });
});
