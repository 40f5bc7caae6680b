import {
  JOURNAL_SORTS,
  OPEN_ACCESS_OPTIONS,
  SOURCE_TYPES,
  journalExportQuerySchema,
  journalFacetsQuerySchema,
  journalListQuerySchema,
  journalSearchQuerySchema,
  resolveJournalSort,
} from './journal-query';

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('journalListQuerySchema', () => {
  it('defaults to page 1 of 4 without filters', () => {
    expect(journalListQuerySchema.parse({})).toEqual({ page: 1, limit: 4 });
  });

  it('reads the query strings as numbers, trims filters and treats empty values as absent', () => {
    expect(
      journalListQuerySchema.parse({ page: '3', limit: '10', field: ' Medicine ', quartile: '', category: '', x: '1' }),
    ).toEqual({ page: 3, limit: 10, field: 'Medicine' });
    expect(journalListQuerySchema.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 4 });
  });

  it('clamps a limit above 50 to 50', () => {
    expect(journalListQuerySchema.parse({ limit: '51' }).limit).toBe(50);
    expect(journalListQuerySchema.parse({ limit: '100000' }).limit).toBe(50);
    expect(journalListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
  });

  it.each(['Q1', 'Q2', 'Q3', 'Q4'])('accepts quartile %s, exact or as a floor', (quartile) => {
    expect(journalListQuerySchema.parse({ quartile }).quartile).toBe(quartile);
    expect(journalListQuerySchema.parse({ minQuartile: quartile }).minQuartile).toBe(quartile);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-2' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '2.5' }, 'page'],
    [{ page: '10001' }, 'page'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '-1' }, 'limit'],
    [{ limit: '1e400' }, 'limit'],
    [{ quartile: 'Q5' }, 'quartile'],
    [{ quartile: 'q1' }, 'quartile'],
    [{ minQuartile: 'Q0' }, 'minQuartile'],
    [{ field: 'x'.repeat(201) }, 'field'],
    [{ category: 'x'.repeat(201) }, 'category'],
  ])('rejects %j at %s', (input, path) => {
    expect(issuePaths(journalListQuerySchema.safeParse(input))).toEqual([path]);
  });
});

describe('journalSearchQuerySchema', () => {
  it('needs a q, trimmed, of 1 to 200 characters, and keeps the list parameters', () => {
    expect(journalSearchQuerySchema.parse({ q: '  nature ', quartile: 'Q2' })).toEqual({
      q: 'nature',
      page: 1,
      limit: 4,
      quartile: 'Q2',
    });
    expect(journalSearchQuerySchema.parse({ q: 'x'.repeat(200) }).q).toHaveLength(200);
  });

  it.each([{}, { q: '' }, { q: '   ' }, { q: 'x'.repeat(201) }])('rejects %j at q', (input) => {
    expect(issuePaths(journalSearchQuerySchema.safeParse(input))).toEqual(['q']);
  });
});

describe('the sort and the new filters', () => {
  it('reads every option list and leaves empty values out', () => {
    expect(
      journalListQuerySchema.parse({
        sort: 'apc',
        order: 'desc',
        country: ' Indonesia ',
        openAccess: 'diamond',
        type: 'Book Series',
        maxApc: '1500',
        maxReviewDays: '0',
      }),
    ).toEqual({
      page: 1,
      limit: 4,
      sort: 'apc',
      order: 'desc',
      country: 'Indonesia',
      openAccess: 'diamond',
      type: 'book series',
      maxApc: 1500,
      maxReviewDays: 0,
    });
    expect(journalListQuerySchema.parse({ sort: '', order: '', openAccess: '', type: '', maxApc: '' })).toEqual({
      page: 1,
      limit: 4,
    });
    for (const sort of JOURNAL_SORTS) expect(journalSearchQuerySchema.parse({ q: 'x', sort }).sort).toBe(sort);
    for (const type of SOURCE_TYPES) expect(journalListQuerySchema.parse({ type }).type).toBe(type);
    for (const openAccess of OPEN_ACCESS_OPTIONS)
      expect(journalListQuerySchema.parse({ openAccess }).openAccess).toBe(openAccess);
  });

  it.each([
    [{ sort: 'title' }, 'sort'],
    [{ order: 'up' }, 'order'],
    [{ openAccess: 'true' }, 'openAccess'],
    [{ type: 'magazine' }, 'type'],
    [{ maxApc: '-1' }, 'maxApc'],
    [{ maxApc: '1.5' }, 'maxApc'],
    [{ maxApc: 'cheap' }, 'maxApc'],
    [{ maxApc: '100001' }, 'maxApc'],
    [{ maxReviewDays: '-3' }, 'maxReviewDays'],
    [{ maxReviewDays: '3651' }, 'maxReviewDays'],
    [{ country: 'x'.repeat(101) }, 'country'],
  ])('rejects %j at %s', (input, path) => {
    expect(issuePaths(journalListQuerySchema.safeParse(input))).toEqual([path]);
  });

  it('defaults the sort: relevance for a search, SJR for the list (where relevance means SJR), each its direction', () => {
    expect(resolveJournalSort({}, true)).toEqual({ sort: 'relevance', order: 'desc' });
    expect(resolveJournalSort({}, false)).toEqual({ sort: 'sjr', order: 'desc' });
    expect(resolveJournalSort({ sort: 'relevance' }, false)).toEqual({ sort: 'sjr', order: 'desc' });
    expect(resolveJournalSort({ sort: 'quartile' }, true)).toEqual({ sort: 'quartile', order: 'asc' });
    expect(resolveJournalSort({ sort: 'apc' }, false)).toEqual({ sort: 'apc', order: 'asc' });
    expect(resolveJournalSort({ sort: 'reviewTime' }, false)).toEqual({ sort: 'reviewTime', order: 'asc' });
    expect(resolveJournalSort({ sort: 'hIndex', order: 'asc' }, false)).toEqual({ sort: 'hIndex', order: 'asc' });
  });
});

describe('the facets and export queries', () => {
  it('take an optional q and the filters; the export its sort and a language, Indonesian by default', () => {
    expect(journalFacetsQuerySchema.parse({})).toEqual({});
    expect(journalFacetsQuerySchema.parse({ q: ' cell ', openAccess: 'yes' })).toEqual({ q: 'cell', openAccess: 'yes' });
    expect(journalExportQuerySchema.parse({ sort: 'sjr' })).toEqual({ sort: 'sjr', lang: 'id' });
    expect(journalExportQuerySchema.parse({ lang: 'en', q: 'x' })).toEqual({ lang: 'en', q: 'x' });
    expect(issuePaths(journalExportQuerySchema.safeParse({ lang: 'fr' }))).toEqual(['lang']);
    expect(issuePaths(journalFacetsQuerySchema.safeParse({ q: 'x'.repeat(201) }))).toEqual(['q']);
  });
});
