import { discontinuedJournalsQuerySchema, newJournalsQuerySchema, predatoryListQuerySchema } from './lists-query';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('the reference-list query schemas', () => {
  it('default to page 1 of 20 and treat empty values as absent', () => {
    expect(newJournalsQuerySchema.parse({ q: ' ', publisher: '' })).toEqual({ page: 1, limit: 20 });
    expect(discontinuedJournalsQuerySchema.parse({ year: '', reason: ' x ' })).toEqual({ page: 1, limit: 20, reason: 'x' });
    // The predatory lists without page and limit: the whole list (spec §7).
    expect(predatoryListQuerySchema.parse({ q: '', page: '', limit: '' })).toEqual({ paging: null });
  });

  it('pages the predatory lists by 30 once page or limit is given, clamping a limit over 500', () => {
    expect(predatoryListQuerySchema.parse({ q: ' press ', page: '3', limit: '9999' })).toEqual({ q: 'press', paging: { page: 3, limit: 500 } });
    expect(predatoryListQuerySchema.parse({ page: '2' })).toEqual({ paging: { page: 2, limit: 30 } });
    expect(predatoryListQuerySchema.parse({ limit: '10' })).toEqual({ paging: { page: 1, limit: 10 } });
    expect(paths(predatoryListQuerySchema.safeParse({ page: '0' }))).toEqual(['page']);
    expect(paths(predatoryListQuerySchema.safeParse({ page: '2.5' }))).toEqual(['page']);
    expect(paths(predatoryListQuerySchema.safeParse({ page: '10001' }))).toEqual(['page']);
    expect(paths(predatoryListQuerySchema.safeParse({ limit: 'all' }))).toEqual(['limit']);
  });

  it('reads the letter filter in either case, and refuses anything but # or A–Z', () => {
    expect(predatoryListQuerySchema.parse({ letter: 'm' })).toEqual({ letter: 'M', paging: null });
    expect(predatoryListQuerySchema.parse({ letter: '#', page: '1' })).toEqual({ letter: '#', paging: { page: 1, limit: 30 } });
    for (const letter of ['MM', '1', 'É']) expect(paths(predatoryListQuerySchema.safeParse({ letter }))).toEqual(['letter']);
  });

  it('reads the year as a number and clamps a limit over 100', () => {
    expect(discontinuedJournalsQuerySchema.parse({ year: '2025', limit: '500' })).toMatchObject({ year: 2025, limit: 100 });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ limit: 'x' }, 'limit'],
    [{ year: '25' }, 'year'],
    [{ year: '2025.5' }, 'year'],
    [{ publisher: 'p'.repeat(201) }, 'publisher'],
  ])('rejects %j at %s', (input, path) => {
    expect(paths(discontinuedJournalsQuerySchema.safeParse(input))).toEqual([path]);
  });
});
