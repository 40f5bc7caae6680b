import { countriesUrl, defaultCountryRange } from './country-range';

describe('countries date range', () => {
  it('defaults to the last 28 days up to today', () => {
    expect(defaultCountryRange(new Date(2026, 2, 10))).toEqual({ startDate: '2026-02-10', endDate: '2026-03-10' });
  });

  it('leaves an empty date out of the query', () => {
    expect(countriesUrl({ startDate: '2026-01-01', endDate: '2026-01-29' })).toBe('/api/gsc/countries?startDate=2026-01-01&endDate=2026-01-29');
    expect(countriesUrl({ startDate: '', endDate: '2026-01-29' })).toBe('/api/gsc/countries?endDate=2026-01-29');
    expect(countriesUrl({ startDate: '', endDate: '' })).toBe('/api/gsc/countries');
  });
});
