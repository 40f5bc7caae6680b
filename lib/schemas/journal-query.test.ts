import { journalListQuerySchema, journalSearchQuerySchema } from './journal-query';

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

  it.each(['Q1', 'Q2', 'Q3', 'Q4'])('accepts quartile %s', (quartile) => {
    expect(journalListQuerySchema.parse({ quartile }).quartile).toBe(quartile);
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
