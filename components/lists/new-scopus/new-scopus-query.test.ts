import { countActiveFilters, newJournalsUrl } from './new-scopus-query';

describe('new-titles query', () => {
  it('asks the API for 20 a page with only the filters given', () => {
    expect(newJournalsUrl({ q: '', publisher: '' }, 1)).toBe('/api/journal/new?page=1&limit=20');
    expect(newJournalsUrl({ q: '2542-1', publisher: 'Elsevier B.V.' }, 3)).toBe(
      '/api/journal/new?page=3&limit=20&q=2542-1&publisher=Elsevier+B.V.',
    );
  });

  it('counts the search and the publisher as active filters', () => {
    expect(countActiveFilters({ q: '', publisher: '' })).toBe(0);
    expect(countActiveFilters({ q: 'x', publisher: '' })).toBe(1);
    expect(countActiveFilters({ q: 'x', publisher: 'Wiley' })).toBe(2);
  });
});
