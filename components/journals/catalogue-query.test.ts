import type { JournalFacets } from '@/lib/catalogue/journal-types';
import { catalogueApiUrl, catalogueQueryString, parseCatalogueQuery } from './catalogue-query';

const facets: JournalFacets = {
  fields: [{ value: 'Medicine', count: 10 }],
  quartiles: [{ value: 'Q1', count: 5 }, { value: 'Q2', count: 5 }],
  categories: [{ value: 'Oncology', count: 3 }],
};

function reader(params: Record<string, string>) {
  return (name: string) => params[name];
}

describe('parseCatalogueQuery', () => {
  it('keeps a trimmed title and filter values the facets know', () => {
    expect(parseCatalogueQuery(reader({ q: '  cancer ', field: 'Medicine', quartile: 'Q1', category: 'Oncology' }), facets)).toEqual({
      q: 'cancer',
      field: 'Medicine',
      quartile: 'Q1',
      category: 'Oncology',
    });
  });

  it('drops filter values no journal has, and bounds the title', () => {
    const query = parseCatalogueQuery(reader({ q: 'x'.repeat(500), quartile: 'Q9', field: 'medicine' }), facets);
    expect(query).toEqual({ q: 'x'.repeat(200), field: '', quartile: '', category: '' });
  });

  it('drops NUL, control characters and half surrogate pairs from the title (the API refuses them)', () => {
    expect(parseCatalogueQuery(reader({ q: 'ener\u0000gy\u001b' }), facets).q).toBe('energy');
    expect(parseCatalogueQuery(reader({ q: '\u0000' }), facets).q).toBe('');
    // The 200-character cut falls inside the emoji's surrogate pair: its first half goes too.
    expect(parseCatalogueQuery(reader({ q: `${'x'.repeat(199)}😀` }), facets).q).toBe('x'.repeat(199));
  });
});

describe('catalogue URLs', () => {
  it('calls the search API with a title and the list API without one', () => {
    const query = { q: 'cancer', field: '', quartile: 'Q1', category: '' };
    expect(catalogueApiUrl(query, 1, 2)).toBe('/api/journal/search?q=cancer&page=1&limit=2&quartile=Q1');
    expect(catalogueApiUrl({ ...query, q: '' }, 3, 4)).toBe('/api/journal?page=3&limit=4&quartile=Q1');
  });

  it('writes only the given values into the page address', () => {
    expect(catalogueQueryString({ q: 'a b', field: '', quartile: '', category: 'Oncology' })).toBe('?q=a+b&category=Oncology');
    expect(catalogueQueryString({ q: '', field: '', quartile: '', category: '' })).toBe('');
  });
});
