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
    });
  });

  it('labels an estimated APC as one', () => {
    const row = journalFixture({ apcAmount: 3100, apcCurrency: 'USD', apcSource: 'estimate' });
    expect(toJournalListItem(row).Biaya).toBe('≈ USD 3,100 (estimate)');
  });
});
