import { journalFixture } from '../../test-support/journal-fixture';
import { toJournalDetail } from './to-journal-detail';

describe('toJournalDetail', () => {
  it("gives the detail fields, the year of the data in Total Docs., and the page's additions", () => {
    const detail = toJournalDetail(
      journalFixture({
        sourceId: BigInt('28773'),
        title: 'Ca-A Cancer Journal for Clinicians',
        docsYear: 2025,
        totalDocsYear: 43,
        apcAmount: 2890,
        apcCurrency: 'USD',
        apcSource: 'publisher',
        apcYear: 2023,
        reviewTimeWeeks: 6,
      }),
    );
    expect(detail).toEqual({
      Sourceid: '28773',
      Title: 'Ca-A Cancer Journal for Clinicians',
      Publisher: 'Fixture Press',
      'SJR Best Quartile': 'Q1',
      Type: 'journal',
      Rank: 1,
      Country: 'United States',
      Region: 'Northern America',
      Issn: '15424863, 00079235',
      Coverage: '1950-2025',
      Areas: 'Medicine',
      Categories: 'Hematology (Q1); Oncology (Q1)',
      SJR: 12.5,
      'H index': 100,
      'Lama Waktu': '6 weeks',
      Biaya: 'USD 2,890',
      'Total Docs. (2025)': 43,
      'Total Docs. (3years)': 120,
      'Total Cites (3years)': 5000,
      'Total Refs.': 3000,
      'Cites / Doc. (2years)': 41.5,
      'Ref. / Doc.': 75,
      '%Female': 33.3,
      SDG: null,
      Overton: 7,
      'Acceptance Rate': null,
      categoryQuartiles: [
        { name: 'Hematology', quartile: 'Q1' },
        { name: 'Oncology', quartile: 'Q1' },
      ],
      isOpenAccess: false,
      isOpenAccessDiamond: false,
      isDiscontinued: false,
      issns: ['15424863', '00079235'],
      apcSource: 'publisher',
      apcYear: 2023,
      dataYear: 2025,
      reviewTime: { measure: 'review_time', value: 6, unit: 'weeks', statistic: null, source: null, date: null, periodStart: null },
      acceptanceRate: null,
      apc: { amount: 2890, currency: 'USD', kind: 'publisher', year: 2023, source: null, date: null },
      figures: [],
      sjrPrevious: null,
      scimagoUrl: 'https://www.scimagojr.com/journalsearch.php?q=28773&tip=sid',
      website: null,
      history: [],
      doaj: null,
    });
  });

  it("gives the SJR of the year before with its year, and the journal's own site with its source", () => {
    const detail = toJournalDetail(
      journalFixture({
        sjrPrevious: 11.2,
        sjrPreviousYear: 2024,
        website: 'https://onlinelibrary.wiley.com/journal/14676281',
        websiteSource: 'Wiley Journal Finder',
      }),
    );
    expect(detail.sjrPrevious).toEqual({ value: 11.2, year: 2024 });
    expect(detail.website).toEqual({
      url: 'https://onlinelibrary.wiley.com/journal/14676281',
      source: 'Wiley Journal Finder',
    });
    // A figure without its year says nothing honest about a trend; an empty site is no link.
    expect(toJournalDetail(journalFixture({ sjrPrevious: 11.2, sjrPreviousYear: null })).sjrPrevious).toBeNull();
    expect(toJournalDetail(journalFixture({ website: ' ', websiteSource: 'X' })).website).toBeNull();
  });

  it('names the Total Docs. key after the year the row counts', () => {
    const detail = toJournalDetail(journalFixture({ docsYear: 2024, totalDocsYear: 9 }));
    expect(detail['Total Docs. (2024)']).toBe(9);
    expect(detail).not.toHaveProperty('Total Docs. (2025)');
  });

  it('gives null for missing text and no APC origin without a price', () => {
    const detail = toJournalDetail(
      journalFixture({ issn: '', publisher: null, coverage: null, apcSource: 'estimate', apcYear: 2024 }),
    );
    expect(detail).toMatchObject({ Issn: null, Publisher: null, Coverage: null, Biaya: null });
    expect(detail.apcSource).toBeNull();
    expect(detail.apcYear).toBeNull();
  });

  it('gives the SJR history by year, a quartile outside Q1–Q4 as null', () => {
    const detail = toJournalDetail({
      ...journalFixture({}),
      sjrHistory: [
        { year: 2024, sjr: 1.5, quartile: 'Q2', hIndex: null, documents: 40 },
        { year: 2025, sjr: null, quartile: '-', hIndex: 12, documents: null },
      ],
    });
    expect(detail.history).toEqual([
      { year: 2024, sjr: 1.5, quartile: 'Q2', hIndex: null, documents: 40 },
      { year: 2025, sjr: null, quartile: null, hIndex: 12, documents: null },
    ]);
  });

  it('keeps only well-formed category quartiles from the JSON column', () => {
    const detail = toJournalDetail(
      journalFixture({
        categoryQuartiles: [{ name: 'Oncology', quartile: null }, { name: 3 }, 'Surgery', null, { quartile: 'Q2' }],
      }),
    );
    expect(detail.categoryQuartiles).toEqual([{ name: 'Oncology', quartile: null }]);
    expect(toJournalDetail(journalFixture({ categoryQuartiles: { oops: true } })).categoryQuartiles).toEqual([]);
  });

  it("lists every published figure in a fixed order, and takes the review time from PLOS's median to acceptance", () => {
    const plos = { statistic: 'median', source: 'PLOS', asOf: '2023-11-29', periodStart: '2022-11-29' };
    const detail = toJournalDetail({
      ...journalFixture(),
      metrics: [
        { ...plos, measure: 'acceptance_to_publication', value: 22 },
        { ...plos, measure: 'submission_to_acceptance', value: 163 },
        { ...plos, measure: 'submission_to_publication', value: 201 },
      ],
    });
    expect(detail['Lama Waktu']).toBe('163 days from submission to acceptance (median)');
    expect(detail.reviewTime).toEqual({
      measure: 'submission_to_acceptance',
      value: 163,
      unit: 'days',
      statistic: 'median',
      source: 'PLOS',
      date: '2023-11-29',
      periodStart: '2022-11-29',
    });
    expect(detail.figures.map((figure) => [figure.measure, figure.value])).toEqual([
      ['submission_to_acceptance', 163],
      ['submission_to_publication', 201],
      ['acceptance_to_publication', 22],
    ]);
    expect(detail['Acceptance Rate']).toBeNull();
  });
});
