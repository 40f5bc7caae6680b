import { idsOfTab, pageOfFavorites, searchFavorites } from './favorites-page';

describe('favourites page logic', () => {
  const ids = ['123', 'https://journal.example.ac.id', '456', 'http://other.example.id'];

  it('splits Scopus ids from SINTA websites', () => {
    expect(idsOfTab(ids, 'scopus')).toEqual(['123', '456']);
    expect(idsOfTab(ids, 'sinta')).toEqual(['https://journal.example.ac.id', 'http://other.example.id']);
  });

  it('searches title or field case-insensitively, skipping details still loading', () => {
    const details: Record<string, { title: string; field: string | null } | null | undefined> = {
      '1': { title: 'Journal of Cancer Research', field: 'Medicine' },
      '2': { title: 'Applied Physics', field: 'Physics and Astronomy; Medicine' },
      '3': undefined,
      '34': null,
    };
    const describe = (id: string) => details[id];
    expect(searchFavorites(['1', '2', '3', '34'], '  CANCER ', describe)).toEqual(['1']);
    expect(searchFavorites(['1', '2', '3', '34'], 'medicine', describe)).toEqual(['1', '2']);
    // A failed detail is found by its id; a loading one not at all.
    expect(searchFavorites(['1', '2', '3', '34'], '3', describe)).toEqual(['34']);
    expect(searchFavorites(['1', '2', '3'], '   ', describe)).toEqual(['1', '2', '3']);
  });

  it('pages the list and clamps the page to the last one', () => {
    const many = Array.from({ length: 25 }, (_, index) => String(index + 1));
    expect(pageOfFavorites(many, 1, 12)).toEqual({ ids: many.slice(0, 12), page: 1, pages: 3 });
    expect(pageOfFavorites(many, 3, 12)).toEqual({ ids: ['25'], page: 3, pages: 3 });
    expect(pageOfFavorites(many.slice(0, 13), 3, 12)).toEqual({ ids: ['13'], page: 2, pages: 2 });
    expect(pageOfFavorites([], 4, 6)).toEqual({ ids: [], page: 1, pages: 1 });
  });
});
