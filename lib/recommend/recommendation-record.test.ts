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
      type: 'scopus',
      score: 0.91,
      match: 'strong',
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
      type: 'sinta',
      score: 0.5,
      match: 'partial',
      reasons: [],
    });
  });
});
