import type { RecommendFilters } from '../schemas/recommend';
import { scopusEntry, sintaEntry } from '../../test-support/test-catalogue';
import { apcInUsd, journalFilter } from './journal-filter';

const passes = (filters: RecommendFilters, entry: Parameters<NonNullable<ReturnType<typeof journalFilter>>>[0]) =>
  (journalFilter(filters) ?? (() => true))(entry);

describe('journalFilter', () => {
  const journal = scopusEntry({
    title: 'Filter Journal',
    sjrBestQuartile: 'Q2',
    isOpenAccess: true,
    country: 'Netherlands',
    areaList: ['Engineering', 'Computer Science'],
    apcAmount: 1_500,
    apcCurrency: 'EUR',
  });
  const sinta = sintaEntry({ title: 'Jurnal Filter', subjectAreas: ['Engineering'] });

  it('is absent without filters', () => {
    expect(journalFilter({})).toBeUndefined();
  });

  it('matches quartile exactly, open access, country and field case-insensitively', () => {
    expect(passes({ quartile: 'Q2' }, journal)).toBe(true);
    expect(passes({ quartile: 'Q1' }, journal)).toBe(false);
    expect(passes({ openAccess: true }, journal)).toBe(true);
    expect(passes({ openAccess: false }, journal)).toBe(false);
    expect(passes({ country: 'netherlands' }, journal)).toBe(true);
    expect(passes({ country: 'Nether' }, journal)).toBe(false);
    expect(passes({ field: 'computer science' }, journal)).toBe(true);
    expect(passes({ field: 'Medicine' }, journal)).toBe(false);
  });

  it('compares APCs in US dollars, lets an unknown APC through only for diamond open access', () => {
    expect(apcInUsd(1_500, 'EUR')).toBe(1_800);
    expect(apcInUsd(100, 'IDR')).toBeNull();
    expect(passes({ maxApc: 1_800 }, journal)).toBe(true);
    expect(passes({ maxApc: 1_700 }, journal)).toBe(false);
    expect(passes({ maxApc: 0 }, scopusEntry({ title: 'Free', apcAmount: 0, apcCurrency: 'USD' }))).toBe(true);
    expect(passes({ maxApc: 5_000 }, scopusEntry({ title: 'Unknown' }))).toBe(false);
    expect(passes({ maxApc: 0 }, scopusEntry({ title: 'Diamond', isOpenAccessDiamond: true }))).toBe(true);
  });

  it('judges SINTA journals on what SINTA records: Indonesia, their subject areas; nothing else', () => {
    expect(passes({ country: 'Indonesia', field: 'engineering' }, sinta)).toBe(true);
    expect(passes({ field: 'Medicine' }, sinta)).toBe(false);
    expect(passes({ quartile: 'Q1' }, sinta)).toBe(false);
    expect(passes({ openAccess: true }, sinta)).toBe(false);
    expect(passes({ maxApc: 10_000 }, sinta)).toBe(false);
  });
});
