import { scopusEntry, sintaEntry } from '../../test-support/test-catalogue';
import { toRecommendationRecord } from './recommendation-record';

describe('toRecommendationRecord', () => {
  it('maps a catalogue journal to the record fields, with the shared formats', () => {
    const entry = scopusEntry({
      title: 'Soft Robotics',
      sourceId: '21100903433',
      areaList: ['Engineering', 'Computer Science'],
      categoryList: ['Control and Systems Engineering', 'Artificial Intelligence'],
      sjrBestQuartile: 'Q1',
      country: 'United States',
      publisher: 'Mary Ann Liebert',
      apcAmount: 3_100,
      apcCurrency: 'USD',
      apcSource: 'estimate',
      reviewTimeWeeks: 6,
      acceptanceRate: 23,
    });
    const reasons = [{ term: 'soft', field: 'title' as const, matched: 'soft' }];
    expect(toRecommendationRecord({ entry, score: 0.91, reasons })).toEqual({
      Sourceid: '21100903433',
      Title: 'Soft Robotics',
      Areas: 'Engineering; Computer Science',
      'SJR Best Quartile': 'Q1',
      'Time to Accept': '6 weeks',
      'Cost APC': '≈ USD 3,100 (estimate)',
      Country: 'United States',
      Publisher: 'Mary Ann Liebert',
      Categories: 'Control and Systems Engineering; Artificial Intelligence',
      'Acceptance Rate': '23%',
      reviewTime: { measure: 'review_time', value: 6, unit: 'weeks', statistic: null, source: null, date: null, periodStart: null },
      acceptanceRate: {
        measure: 'acceptance_rate', value: 23, unit: 'percent', statistic: null, source: null, date: null, periodStart: null,
      },
      apc: { amount: 3_100, currency: 'USD', kind: 'estimate', year: null, source: null, date: null },
      type: 'scopus',
      score: 0.91,
      match: 'strong',
      doaj: null,
      reasons,
    });
  });

  it('maps a SINTA journal: website as Sourceid, SINTA level as quartile, affiliation as publisher', () => {
    const entry = sintaEntry({
      title: 'Jurnal Ilmu Pertanian',
      websiteUrl: 'https://jip.example.ac.id',
      accreditation: 2,
      subjectAreas: ['Agriculture'],
      affiliation: 'Universitas Contoh',
    });
    expect(toRecommendationRecord({ entry, score: 0.5, reasons: [] })).toEqual({
      Sourceid: 'https://jip.example.ac.id',
      Title: 'Jurnal Ilmu Pertanian',
      Areas: 'Agriculture',
      'SJR Best Quartile': 'Sinta 2',
      'Time to Accept': null,
      'Cost APC': null,
      Country: 'Indonesia',
      Publisher: 'Universitas Contoh',
      Categories: null,
      'Acceptance Rate': null,
      reviewTime: null,
      acceptanceRate: null,
      apc: null,
      type: 'sinta',
      score: 0.5,
      match: 'partial',
      doaj: null,
      reasons: [],
    });
  });

  it("says a SINTA journal charges nothing where DOAJ says it has no APC, with DOAJ as the source; nothing where DOAJ says it has one", () => {
    const entry = sintaEntry({ title: 'Jurnal Tanpa Biaya' });
    const doaj = {
      url: 'https://doaj.org/toc/1234-5678', hasSeal: false, licences: ['CC BY-SA'], languages: ['Indonesian'],
      hasApc: false, weeksToPublication: null, source: 'DOAJ', date: '2025-02-01',
    };
    const free = toRecommendationRecord({ entry, score: 0.5, reasons: [] }, doaj);
    expect(free).toMatchObject({
      'Cost APC': 'No charge',
      apc: { amount: 0, currency: null, kind: 'noCharge', year: null, source: 'DOAJ', date: '2025-02-01' },
      doaj,
    });
    const charging = toRecommendationRecord({ entry, score: 0.5, reasons: [] }, { ...doaj, hasApc: true });
    expect(charging).toMatchObject({ 'Cost APC': null, apc: null });
  });

  it('takes a published figure (with its source and date) where the operator gave none, as the catalogue does', () => {
    const asOf = new Date('2026-08-11T00:00:00Z');
    const entry = scopusEntry({
      title: 'Academic Emergency Medicine',
      reviewTimeWeeks: null,
      acceptanceRate: null,
      metrics: [
        { measure: 'acceptance_rate', value: 16, statistic: null, source: 'Wiley Journal Finder', asOf, periodStart: null },
        { measure: 'first_decision', value: 2, statistic: null, source: 'Wiley Journal Finder', asOf, periodStart: null },
      ],
    });
    const record = toRecommendationRecord({ entry, score: 0.7, reasons: [] });
    expect([record.reviewTime, record.acceptanceRate]).toEqual([
      { measure: 'first_decision', value: 2, unit: 'days', statistic: null, source: 'Wiley Journal Finder', date: '2026-08-11', periodStart: null },
      { measure: 'acceptance_rate', value: 16, unit: 'percent', statistic: null, source: 'Wiley Journal Finder', date: '2026-08-11', periodStart: null },
    ]);
    expect(record['Time to Accept']).not.toBeNull();
    expect(record['Acceptance Rate']).not.toBeNull();
  });
});
