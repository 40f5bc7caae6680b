import { emptyCatalogueQuery } from './catalogue-query';
import { parseCatalogueAddress } from './read-catalogue-address';

function reader(params: Record<string, string>) {
  return (name: string) => params[name];
}


describe('parseCatalogueAddress', () => {
  it('keeps a trimmed title, the filters, the sort and the page the schema accepts, normalised', () => {
    const address = parseCatalogueAddress(
      reader({
        q: '  cancer ',
        field: 'Medicine',
        quartile: 'Q1',
        minQuartile: 'Q3',
        minSintaLevel: 'S2',
        category: 'Oncology',
        country: 'Indonesia',
        openAccess: 'diamond',
        type: 'Book Series',
        maxApc: '0500',
        maxReviewDays: '60',
        language: 'id',
        inDoaj: 'yes',
        noApc: 'maybe',
        sort: 'hIndex',
        order: 'asc',
        page: '3',
      }),
    );
    expect(address).toEqual({
      query: {
        q: 'cancer',
        field: 'Medicine',
        quartile: 'Q1',
        minQuartile: 'Q3',
        minSintaLevel: '2',
        category: 'Oncology',
        country: 'Indonesia',
        openAccess: 'diamond',
        type: 'book series',
        maxApc: '500',
        maxReviewDays: '60',
        language: 'id',
        inDoaj: 'yes',
        noApc: '',
        sort: 'hIndex',
        order: 'asc',
      },
      page: 3,
    });
  });

  it('drops what the schema refuses, one value at a time, and bounds the title', () => {
    const address = parseCatalogueAddress(
      reader({
        q: 'x'.repeat(500),
        quartile: 'Q9',
        openAccess: 'maybe',
        type: 'blog',
        maxApc: '-1',
        maxReviewDays: 'soon',
        sort: 'title',
        order: 'up',
        page: 'abc',
        country: 'Japan',
      }),
    );
    expect(address).toEqual({ query: { ...emptyCatalogueQuery, q: 'x'.repeat(200), country: 'Japan' }, page: 1 });
    expect(parseCatalogueAddress(reader({ page: '0' })).page).toBe(1);
    expect(parseCatalogueAddress(reader({ page: '99999999' })).page).toBe(1);
  });

  it('drops NUL, control characters and half surrogate pairs from the title (the API refuses them)', () => {
    expect(parseCatalogueAddress(reader({ q: 'ener\u0000gy\u001b' })).query.q).toBe('energy');
    expect(parseCatalogueAddress(reader({ q: '\u0000' })).query.q).toBe('');
    // The 200-character cut falls inside the emoji's surrogate pair: its first half goes too.
    expect(parseCatalogueAddress(reader({ q: `${'x'.repeat(199)}😀` })).query.q).toBe('x'.repeat(199));
  });
});
