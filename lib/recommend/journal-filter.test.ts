import type { RecommendFilters } from '../schemas/recommend';
import { scopusEntry, sintaEntry } from '../../test-support/test-catalogue';
import type { CatalogueEntry } from './engine/catalogue-entry';
import { apcInUsd, journalFilter, journalFilterTests } from './journal-filter';

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

  it("judges DOAJ's filters by each kind's DOAJ entry: manuscript language, listing, and no APC", () => {
    const listed = sintaEntry({ title: 'Jurnal DOAJ', doajLanguages: ['Indonesian', 'English'], doajHasApc: false });
    const charging = sintaEntry({ title: 'Jurnal Berbayar', doajLanguages: ['Indonesian'], doajHasApc: true });
    const diamond = scopusEntry({ title: 'Diamond', doajLanguages: ['English'], apcAmount: 0, apcSource: 'no_charge' });
    expect(passes({ language: 'id' }, listed)).toBe(true);
    expect(passes({ language: 'en' }, charging)).toBe(false);
    expect(passes({ language: 'en' }, diamond)).toBe(true);
    expect(passes({ language: 'id' }, diamond)).toBe(false);
    expect(passes({ inDoaj: 'yes' }, sinta)).toBe(false);
    expect(passes({ inDoaj: 'yes' }, charging)).toBe(true);
    expect(passes({ inDoaj: 'yes' }, journal)).toBe(false);
    expect(passes({ noApc: 'yes' }, listed)).toBe(true);
    expect(passes({ noApc: 'yes' }, charging)).toBe(false);
    expect(passes({ noApc: 'yes' }, diamond)).toBe(true);
    expect(passes({ noApc: 'yes' }, journal)).toBe(false);
  });

  it('is absent without filters', () => {
    expect(journalFilter({})).toBeUndefined();
  });

  it('matches quartile exactly, open access, country and field case-insensitively', () => {
    expect(passes({ quartile: 'Q2' }, journal)).toBe(true);
    expect(passes({ quartile: 'Q1' }, journal)).toBe(false);
    expect(passes({ openAccess: 'yes' }, journal)).toBe(true);
    expect(passes({ openAccess: 'no' }, journal)).toBe(false);
    expect(passes({ openAccess: 'diamond' }, journal)).toBe(false);
    expect(passes({ openAccess: 'diamond' }, scopusEntry({ title: 'Diamond', isOpenAccessDiamond: true }))).toBe(true);
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
    expect(passes({ openAccess: 'yes' }, sinta)).toBe(false);
    expect(passes({ category: 'Engineering' }, sinta)).toBe(false);
    expect(passes({ maxReviewDays: 3_000 }, sinta)).toBe(false);
    expect(passes({ type: 'journal' }, sinta)).toBe(true);
    expect(passes({ type: 'book series' }, sinta)).toBe(false);
    expect(passes({ maxApc: 10_000 }, sinta)).toBe(false);
  });

  it('matches a category as one whole entry, and the source type (every recommended journal is a journal)', () => {
    const categorised = scopusEntry({ title: 'Categorised', categoryList: ['Control and Systems Engineering'] });
    expect(passes({ category: 'control and systems engineering' }, categorised)).toBe(true);
    expect(passes({ category: 'Control' }, categorised)).toBe(false);
    expect(passes({ type: 'journal' }, categorised)).toBe(true);
    expect(passes({ type: 'trade journal' }, categorised)).toBe(false);
  });

  it('reads the review days the card shows: weeks × 7, else the published days; unknown fails', () => {
    const weeks = scopusEntry({ title: 'Weeks', reviewTimeWeeks: 6 });
    expect(passes({ maxReviewDays: 42 }, weeks)).toBe(true);
    expect(passes({ maxReviewDays: 41 }, weeks)).toBe(false);
    const published = scopusEntry({
      title: 'Published',
      metrics: [{ measure: 'first_decision', value: 30, statistic: 'median', source: 'PLOS', asOf: '2026-08-01', periodStart: null }],
    });
    expect(passes({ maxReviewDays: 30 }, published)).toBe(true);
    expect(passes({ maxReviewDays: 29 }, published)).toBe(false);
    expect(passes({ maxReviewDays: 3_650 }, scopusEntry({ title: 'Unknown' }))).toBe(false);
  });
});

describe('the quartile and SINTA level floors', () => {
  const quartiles = ['Q1', 'Q2', 'Q3', 'Q4', null].map((sjrBestQuartile) =>
    scopusEntry({ title: `Quartile ${sjrBestQuartile}`, sjrBestQuartile }),
  );
  const levels = [1, 2, 3, 4, 5, 6].map((accreditation) => sintaEntry({ title: `Sinta ${accreditation}`, accreditation }));
  const kept = (filters: RecommendFilters, entries: CatalogueEntry[]) =>
    entries.filter((entry) => passes(filters, entry)).map((entry) => entry.title);

  it('Q3 or better takes Q1 to Q3, not Q4 nor a journal without a quartile', () => {
    expect(kept({ minQuartile: 'Q3' }, quartiles)).toEqual(['Quartile Q1', 'Quartile Q2', 'Quartile Q3']);
    expect(kept({ minQuartile: 'Q1' }, quartiles)).toEqual(['Quartile Q1']);
    expect(kept({ minQuartile: 'Q4' }, quartiles)).toHaveLength(4);
  });

  it('S2 or better takes Sinta 1 and Sinta 2', () => {
    expect(kept({ minSintaLevel: 2 }, levels)).toEqual(['Sinta 1', 'Sinta 2']);
    expect(kept({ minSintaLevel: 6 }, levels)).toHaveLength(6);
  });

  it('with both floors, each judges its own kind: "S2 or better, or Q3 or better"', () => {
    expect(kept({ minSintaLevel: 2, minQuartile: 'Q3' }, [...quartiles, ...levels])).toEqual([
      'Quartile Q1', 'Quartile Q2', 'Quartile Q3', 'Sinta 1', 'Sinta 2',
    ]);
  });

  it('with one floor alone, the other kind (which has no such level) is left out', () => {
    expect(kept({ minQuartile: 'Q4' }, levels)).toEqual([]);
    expect(kept({ minSintaLevel: 6 }, quartiles)).toEqual([]);
  });

  it('names the filter that refused a journal', () => {
    const tests = journalFilterTests({ minQuartile: 'Q2', country: 'Japan', minSintaLevel: 1 });
    const refusedBy = (entry: CatalogueEntry) => tests.filter((test) => !test.passes(entry)).map((test) => test.name);
    expect(refusedBy(scopusEntry({ title: 'UK Q3', sjrBestQuartile: 'Q3' }))).toEqual(['minQuartile', 'country']);
    expect(refusedBy(sintaEntry({ title: 'S2', accreditation: 2 }))).toEqual(['country', 'minSintaLevel']);
  });
});
