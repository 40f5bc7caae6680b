import { journalFixture } from '../../test-support/journal-fixture';
import { chooseAcceptanceRate, chooseReviewTime, figureDateLabel, publishedFigures, toApcFigure } from './journal-figures';

const wiley = { statistic: null, source: 'Wiley Journal Finder', asOf: new Date('2026-08-11'), periodStart: null };
const plos = { statistic: 'median', source: 'PLOS', asOf: '2023-11-29', periodStart: '2022-11-29' };

describe('the figures a journal shows', () => {
  it('prefers days to first decision, then the median to acceptance, as the review time', () => {
    const columns = journalFixture();
    const metrics = [
      { ...plos, measure: 'submission_to_acceptance' as const, value: 189 },
      { ...wiley, measure: 'first_decision' as const, value: 72 },
    ];
    expect(chooseReviewTime(columns, metrics)).toMatchObject({ measure: 'first_decision', value: 72, date: '2026-08-11' });
    expect(chooseReviewTime(columns, metrics.slice(0, 1))).toMatchObject({ measure: 'submission_to_acceptance', statistic: 'median' });
    expect(chooseReviewTime(columns, [{ ...plos, measure: 'submission_to_publication', value: 226 }])).toBeNull();
  });

  it("puts the operator's figures first, with their label and no date", () => {
    const columns = journalFixture({ reviewTimeWeeks: 9, acceptanceRate: 0, metricsSource: 'survey.csv' });
    const metrics = [
      { ...wiley, measure: 'first_decision' as const, value: 72 },
      { ...wiley, measure: 'acceptance_rate' as const, value: 10 },
    ];
    expect(chooseReviewTime(columns, metrics)).toEqual({
      measure: 'review_time',
      value: 9,
      unit: 'weeks',
      statistic: null,
      source: 'survey.csv',
      date: null,
      periodStart: null,
    });
    expect(chooseAcceptanceRate(columns, metrics)).toMatchObject({ value: 0, unit: 'percent', source: 'survey.csv' });
    expect(chooseAcceptanceRate(journalFixture(), metrics)).toMatchObject({ value: 10, source: 'Wiley Journal Finder' });
    expect(chooseAcceptanceRate(journalFixture(), [])).toBeNull();
  });

  it('lists the published figures in the order of their measures', () => {
    const figures = publishedFigures([
      { ...plos, measure: 'acceptance_to_publication', value: 21 },
      { ...wiley, measure: 'acceptance_rate', value: 10 },
      { ...plos, measure: 'submission_to_acceptance', value: 143 },
    ]);
    expect(figures.map((figure) => figure.measure)).toEqual([
      'submission_to_acceptance',
      'acceptance_rate',
      'acceptance_to_publication',
    ]);
  });

  it('gives the APC with its kind, year, data set and day', () => {
    expect(toApcFigure(journalFixture())).toBeNull();
    const estimate = journalFixture({ apcAmount: 7653, apcCurrency: 'USD', apcSource: 'estimate', apcYear: 2024, apcOrigin: 'SJR 2024' });
    expect(toApcFigure(estimate)).toEqual({ amount: 7653, currency: 'USD', kind: 'estimate', year: 2024, source: 'SJR 2024', date: null });
    const listed = journalFixture({ apcAmount: 0, apcSource: 'publisher', apcObservedOn: new Date('2023-02-27') });
    expect(toApcFigure(listed)).toMatchObject({ amount: 0, kind: 'publisher', date: '2023-02-27' });
  });

  it('dates a figure observed on a day by its month, and one over a period by its last year', () => {
    expect(figureDateLabel({ date: '2026-08-11', periodStart: null })).toBe('2026-08');
    expect(figureDateLabel({ date: '2023-11-29', periodStart: '2022-11-29' })).toBe('2023');
    expect(figureDateLabel({ date: null })).toBeNull();
  });
});
