import { sameFilters } from './saved-recommendations';

describe('sameFilters', () => {
  it('reads two sets of filters as the same whatever their order, an empty value as not set', () => {
    expect(sameFilters({ country: 'Indonesia', maxApc: '2000' }, { maxApc: '2000', country: 'Indonesia' })).toBe(true);
    expect(sameFilters({ country: 'Indonesia', field: '' }, { country: 'Indonesia' })).toBe(true);
    expect(sameFilters({}, {})).toBe(true);
  });

  it('tells apart filters with another value or another name', () => {
    expect(sameFilters({ maxApc: '2000' }, { maxApc: '1500' })).toBe(false);
    expect(sameFilters({ maxApc: '2000' }, { maxReviewDays: '2000' })).toBe(false);
    expect(sameFilters({ country: 'Indonesia' }, {})).toBe(false);
  });
});
