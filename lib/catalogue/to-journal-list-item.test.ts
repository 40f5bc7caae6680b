import { journalFixture } from '../../test-support/journal-fixture';
import { toJournalListItem } from './to-journal-list-item';

describe('toJournalListItem', () => {
  it('gives the card fields, with multi-valued ones joined by "; "', () => {
    const row = journalFixture({
      sourceId: BigInt('28773'),
      title: 'Ca-A Cancer Journal for Clinicians',
      areaList: ['Medicine', 'Biochemistry, Genetics and Molecular Biology'],
      categoryList: ['Hematology', 'Oncology'],
      sjrBestQuartile: 'Q1',
      apcAmount: 2890,
      apcCurrency: 'USD',
      apcSource: 'publisher',
      reviewTimeWeeks: 12,
      acceptanceRate: 23,
    });
    expect(toJournalListItem(row)).toEqual({
      Sourceid: '28773',
      'Nama Jurnal': 'Ca-A Cancer Journal for Clinicians',
      Bidang: 'Medicine; Biochemistry, Genetics and Molecular Biology',
      Quartile: 'Q1',
      'Lama Waktu': '12 weeks',
      Biaya: 'USD 2,890',
      Country: 'United States',
      Publisher: 'Fixture Press',
      Categories: 'Hematology; Oncology',
      'Acceptance Rate': '23%',
      reviewTime: { measure: 'review_time', value: 12, unit: 'weeks', statistic: null, source: null, date: null, periodStart: null },
      acceptanceRate: {
        measure: 'acceptance_rate',
        value: 23,
        unit: 'percent',
        statistic: null,
        source: null,
        date: null,
        periodStart: null,
      },
      apc: { amount: 2890, currency: 'USD', kind: 'publisher', year: null, source: null, date: null },
      doaj: null,
    });
  });

  it('keeps a Sourceid beyond 2^53 exact', () => {
    expect(toJournalListItem(journalFixture({ sourceId: BigInt('21101175606123456') })).Sourceid).toBe(
      '21101175606123456',
    );
  });

  it('gives null for every missing value (the UI shows N/A)', () => {
    const item = toJournalListItem(
      journalFixture({ areaList: [], categoryList: [], sjrBestQuartile: null, country: null, publisher: '  ' }),
    );
    expect(item).toMatchObject({
      Bidang: null,
      Quartile: null,
      'Lama Waktu': null,
      Biaya: null,
      Country: null,
      Publisher: null,
      Categories: null,
      'Acceptance Rate': null,
      reviewTime: null,
      acceptanceRate: null,
      apc: null,
    });
  });

  it('labels an estimated APC as one', () => {
    const row = journalFixture({ apcAmount: 3100, apcCurrency: 'USD', apcSource: 'estimate' });
    expect(toJournalListItem(row).Biaya).toBe('≈ USD 3,100 (estimate)');
  });

  it("shows a publisher's published figures with their source and date, and the operator's in their place", () => {
    const wiley = { statistic: null, source: 'Wiley Journal Finder', asOf: new Date('2026-08-11'), periodStart: null };
    const metrics = [
      { ...wiley, measure: 'acceptance_rate' as const, value: 10 },
      { ...wiley, measure: 'first_decision' as const, value: 72 },
    ];
    const row = journalFixture({
      apcAmount: 3570,
      apcCurrency: 'USD',
      apcSource: 'publisher',
      apcYear: 2026,
      apcOrigin: 'Wiley Journal Finder',
      apcObservedOn: new Date('2026-08-11'),
    });
    expect(toJournalListItem({ ...row, metrics })).toMatchObject({
      'Lama Waktu': '72 days to first decision',
      'Acceptance Rate': '10%',
      Biaya: 'USD 3,570',
      reviewTime: { measure: 'first_decision', value: 72, unit: 'days', source: 'Wiley Journal Finder', date: '2026-08-11' },
      acceptanceRate: { measure: 'acceptance_rate', value: 10, source: 'Wiley Journal Finder', date: '2026-08-11' },
      apc: { amount: 3570, kind: 'publisher', year: 2026, source: 'Wiley Journal Finder', date: '2026-08-11' },
    });
    const operator = toJournalListItem({ ...row, acceptanceRate: 30, metricsSource: 'Editor survey', metrics });
    expect(operator.acceptanceRate).toMatchObject({ value: 30, source: 'Editor survey', date: null });
    expect(operator.reviewTime).toMatchObject({ measure: 'first_decision', value: 72 });
  });
});
