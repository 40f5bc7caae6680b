// Unit tests of the recommendation records' mapping to the card shape and of what the filters left out.
import { leftOutByFilter, sintaHref, toRecommendedJournal, type RecommendationRecord } from './recommendation';

const record = (over: Partial<RecommendationRecord>): RecommendationRecord => ({
  Sourceid: '1', Title: 'Soft Robotics', Areas: 'Computer Science; Engineering', 'SJR Best Quartile': 'Q1',
  'Time to Accept': null, 'Cost APC': 'USD 100', Country: 'US', Publisher: 'P', Categories: 'Control; Robotics',
  'Acceptance Rate': null, reviewTime: null, acceptanceRate: null, apc: null, type: 'scopus', score: 0.873,
  match: 'strong', reasons: [], doaj: null, ...over,
});

describe('recommendation records', () => {
  it('maps to the card shape', () => {
    const { journal } = toRecommendedJournal(record({}));
    expect(journal).toMatchObject({ 'Nama Jurnal': 'Soft Robotics', Bidang: 'Computer Science; Engineering', Quartile: 'Q1', Biaya: 'USD 100' });
  });
  it('lists the filters that left journals out, the most first, without those that left none out', () => {
    const leftOut = { total: 14, byFilter: { country: 3, maxApc: 12, openAccess: 0 } };
    expect(leftOutByFilter(leftOut)).toEqual([{ filter: 'maxApc', count: 12 }, { filter: 'country', count: 3 }]);
    expect(leftOutByFilter({ total: 0, byFilter: {} })).toEqual([]);
  });
  it('carries the figures behind the texts to the card (what they measure, source and date)', () => {
    const reviewTime = {
      measure: 'first_decision', value: 72, unit: 'days', statistic: null, source: 'Wiley Journal Finder',
      date: '2026-08-11', periodStart: null,
    } as const;
    const { journal } = toRecommendedJournal(record({ 'Time to Accept': '72 days to first decision', reviewTime }));
    expect(journal).toMatchObject({ 'Lama Waktu': '72 days to first decision', reviewTime, acceptanceRate: null, apc: null });
  });
  it("carries the journal's DOAJ facts to the card, and none where DOAJ does not list it", () => {
    const doaj = {
      url: 'https://doaj.org/toc/0046-1520', hasSeal: true, licences: ['CC BY'], languages: ['English', 'Indonesian'],
      hasApc: false, weeksToPublication: null, source: 'DOAJ', date: '2025-02-01',
    };
    expect(toRecommendedJournal(record({ doaj })).journal.doaj).toEqual(doaj);
    expect(toRecommendedJournal(record({})).journal.doaj).toBeNull();
  });
  it('carries the match label, not a percentage', () => {
    expect(toRecommendedJournal(record({ score: 0.65, match: 'good' }))).toMatchObject({ score: 0.65, match: 'good' });
  });
});

describe('sintaHref', () => {
  it('links http(s) websites only', () => {
    expect(sintaHref('https://jurnal.example.ac.id/index.php/x')).toBe('https://jurnal.example.ac.id/index.php/x');
    expect(sintaHref('jurnal.example.ac.id')).toBe('https://jurnal.example.ac.id');
    expect(sintaHref('javascript:alert(1)')).toBeUndefined();
    expect(sintaHref('')).toBeUndefined();
  });
});
