import {
  activeFilterCount,
  catalogueApiUrl,
  catalogueExportUrl,
  catalogueFacetsUrl,
  catalogueQueryString,
  emptyCatalogueQuery,
  recommendFilterValues,
  shownSort,
} from './catalogue-query';
import { parseCatalogueAddress, toListQuery } from './read-catalogue-address';

describe('catalogue URLs', () => {
  const search = { ...emptyCatalogueQuery, q: 'cancer', quartile: 'Q1', sort: 'sjr', order: 'asc' };

  it('calls the search API with a title and the list API without one, with the filters and sort', () => {
    expect(catalogueApiUrl(search, 1, 2)).toBe('/api/journal/search?q=cancer&page=1&limit=2&quartile=Q1&sort=sjr&order=asc');
    expect(catalogueApiUrl({ ...search, q: '', sort: '', order: '' }, 3, 4)).toBe('/api/journal?page=3&limit=4&quartile=Q1');
  });

  it('asks the facets of the search and filters, without the sort', () => {
    expect(catalogueFacetsUrl(search)).toBe('/api/journal/facets?q=cancer&quartile=Q1');
    expect(catalogueFacetsUrl(emptyCatalogueQuery)).toBe('/api/journal/facets');
  });

  it('exports the same query with the page language', () => {
    expect(catalogueExportUrl({ ...search, maxApc: '1000' }, 'en')).toBe(
      '/api/journal/export?q=cancer&quartile=Q1&maxApc=1000&sort=sjr&order=asc&lang=en',
    );
  });

  it('sends the quartile floor to the catalogue, and the SINTA level floor only to the recommendations', () => {
    const floors = { ...emptyCatalogueQuery, minQuartile: 'Q3', minSintaLevel: '2', maxApc: '1500' };
    expect(catalogueApiUrl(floors, 1, 4)).toBe('/api/journal?page=1&limit=4&minQuartile=Q3&maxApc=1500');
    expect(catalogueFacetsUrl(floors)).toBe('/api/journal/facets?minQuartile=Q3&maxApc=1500');
    expect(catalogueExportUrl(floors, 'id')).toBe('/api/journal/export?minQuartile=Q3&maxApc=1500&lang=id');
    expect(catalogueQueryString({ query: floors, page: 1 })).toBe('?minQuartile=Q3&minSintaLevel=2&maxApc=1500');
    expect(recommendFilterValues({ ...floors, q: 'title', sort: 'apc', country: 'Japan' })).toEqual({
      minQuartile: 'Q3', minSintaLevel: '2', country: 'Japan', maxApc: '1500',
    });
    expect(activeFilterCount(floors)).toBe(3);
  });

  it('writes only the given values into the page address, the page from 2 on', () => {
    const query = { ...emptyCatalogueQuery, q: 'a b', category: 'Oncology' };
    expect(catalogueQueryString({ query, page: 1 })).toBe('?q=a+b&category=Oncology');
    expect(catalogueQueryString({ query, page: 2 })).toBe('?q=a+b&category=Oncology&page=2');
    expect(catalogueQueryString({ query: emptyCatalogueQuery, page: 1 })).toBe('');
  });

  it('reads back what it writes', () => {
    const address = { query: { ...search, country: 'Indonesia', openAccess: 'yes', maxReviewDays: '90' }, page: 4 };
    const params = new URLSearchParams(catalogueQueryString(address));
    expect(parseCatalogueAddress((name) => params.get(name))).toEqual(address);
  });
});

describe('the sort shown and the services query', () => {
  it('fills in the defaults: relevance for a search, SJR best first for the list, each sort its own direction', () => {
    expect(shownSort({ ...emptyCatalogueQuery, q: 'x' })).toEqual({ sort: 'relevance', order: 'desc' });
    expect(shownSort(emptyCatalogueQuery)).toEqual({ sort: 'sjr', order: 'desc' });
    expect(shownSort({ ...emptyCatalogueQuery, sort: 'apc' })).toEqual({ sort: 'apc', order: 'asc' });
    expect(shownSort({ ...emptyCatalogueQuery, sort: 'relevance' })).toEqual({ sort: 'sjr', order: 'desc' });
    expect(shownSort({ ...emptyCatalogueQuery, sort: 'bogus', order: 'sideways' })).toEqual({ sort: 'sjr', order: 'desc' });
    expect(shownSort({ ...emptyCatalogueQuery, sort: 'apc', order: 'desc' })).toEqual({ sort: 'apc', order: 'desc' });
  });

  it('gives the services typed filters for page 1', () => {
    const query = { ...emptyCatalogueQuery, q: 'x', maxApc: '1500', type: 'journal', sort: 'hIndex' };
    expect(toListQuery(query, 2)).toMatchObject({ page: 1, limit: 2, maxApc: 1500, type: 'journal', sort: 'hIndex' });
  });

  it('counts the filters set, not the title or sort', () => {
    expect(activeFilterCount({ ...emptyCatalogueQuery, q: 'x', sort: 'apc', quartile: 'Q1', maxApc: '0' })).toBe(2);
  });
});
