import { countDiscontinuedFilters, discontinuedUrl, noDiscontinuedFilters } from './discontinued-query';

describe('discontinued query', () => {
  it('asks for 20 a page with only the filters given, trimmed', () => {
    expect(discontinuedUrl(noDiscontinuedFilters, 1)).toBe('/api/journal/dis?page=1&limit=20');
    expect(discontinuedUrl({ q: ' law ', reason: 'Publication concerns', publisher: '', year: '2024' }, 2)).toBe(
      '/api/journal/dis?page=2&limit=20&q=law&reason=Publication+concerns&year=2024',
    );
  });

  it('counts the search and each filter given', () => {
    expect(countDiscontinuedFilters(noDiscontinuedFilters)).toBe(0);
    expect(countDiscontinuedFilters({ ...noDiscontinuedFilters, q: 'x', publisher: ' ' })).toBe(1);
    expect(countDiscontinuedFilters({ q: 'x', reason: 'a', publisher: 'b', year: '2023' })).toBe(4);
  });
});
