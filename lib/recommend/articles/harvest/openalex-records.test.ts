import { readPage, shortId, toArticle, toSource } from './openalex-records';

describe('readPage', () => {
  it('reads the cursor and results of a list page, and refuses anything else', () => {
    expect(readPage({ meta: { count: 3, next_cursor: 'abc' }, results: [1] })).toEqual({ nextCursor: 'abc', results: [1] });
    expect(readPage({ meta: { next_cursor: null }, results: [] })).toEqual({ nextCursor: null, results: [] });
    expect(readPage({ results: [] })).toBeNull();
    expect(readPage({ meta: {}, results: 'none' })).toBeNull();
    expect(readPage(null)).toBeNull();
  });
});

describe('toArticle', () => {
  const work = {
    id: 'https://openalex.org/W2741809807',
    title: ' The state of\nOA:  a large-scale analysis\u0000 ',
    abstract_inverted_index: { Despite: [0], growing: [1], interest: [2] },
    keywords: [{ display_name: 'Open access' }, { display_name: 'Open access' }, { display_name: null }],
    publication_year: 2018,
    language: 'EN',
  };

  it('keeps the work id, clean one-line text, the rebuilt abstract and distinct keywords', () => {
    expect(toArticle(work)).toEqual({
      externalId: 'W2741809807',
      title: 'The state of OA: a large-scale analysis',
      abstract: 'Despite growing interest',
      keywords: ['Open access'],
      year: 2018,
      language: 'en',
    });
  });

  it('leaves out what is unknown, and skips works without a title or a work id', () => {
    expect(toArticle({ id: 'W1', title: 'Only a title' })).toEqual({
      externalId: 'W1',
      title: 'Only a title',
      abstract: null,
      keywords: [],
      year: null,
      language: null,
    });
    expect(toArticle({ ...work, title: '  ' })).toBeNull();
    expect(toArticle({ ...work, title: null })).toBeNull();
    expect(toArticle({ ...work, id: 'https://openalex.org/S12' })).toBeNull();
    expect(toArticle({ ...work, publication_year: 'soon' })).toBeNull();
    expect(toArticle({ ...work, language: 'english' })?.language).toBeNull();
  });
});

describe('toSource', () => {
  it('keeps the source id, normalised ISSNs and each topic once', () => {
    const source = {
      id: 'https://openalex.org/S1983995261',
      issn: ['2167-8359', 'not an issn', '0006-497x'],
      works_count: 20_184,
      topics: [
        { id: 'https://openalex.org/T10064', display_name: 'Rice', count: 12 },
        { id: 'https://openalex.org/T10064', display_name: 'Rice again', count: 3 },
        { id: 'https://openalex.org/T1', display_name: '', count: 1 },
        { id: 'https://openalex.org/T2', display_name: 'No count' },
      ],
    };
    expect(toSource(source)).toEqual({
      id: 'S1983995261',
      issns: ['21678359', '0006497X'],
      worksCount: 20_184,
      topics: [
        { topicId: 'T10064', name: 'Rice', count: 12 },
        { topicId: 'T2', name: 'No count', count: 0 },
      ],
    });
    expect(toSource({ id: 'https://openalex.org/W1' })).toBeNull();
  });

  it('shortens OpenAlex ids', () => {
    expect(shortId('https://openalex.org/T10064/')).toBe('T10064');
    expect(shortId('S12')).toBe('S12');
  });
});
