import { journalFixture } from '../../test-support/journal-fixture';
import { bestOf, bestValues } from './compare-best-values';
import type { JournalDetail, JournalFigure } from './journal-types';
import { toJournalDetail } from './to-journal-detail';

type Overrides = Parameters<typeof journalFixture>[0];

const journal = (id: number, overrides: Overrides = {}, metrics: JournalDetail['figures'] = []) =>
  toJournalDetail({
    ...journalFixture({ sourceId: BigInt(id), ...overrides }),
    metrics: metrics.map((figure) => ({
      measure: figure.measure as 'first_decision',
      value: figure.value,
      statistic: figure.statistic,
      source: figure.source ?? 'Wiley Journal Finder',
      asOf: figure.date ?? '2026-08-11',
      periodStart: figure.periodStart,
    })),
  });

const days = (measure: JournalFigure['measure'], value: number): JournalFigure => ({
  measure,
  value,
  unit: 'days',
  statistic: null,
  source: 'Wiley Journal Finder',
  date: '2026-08-11',
  periodStart: null,
});

describe('bestOf', () => {
  it('marks every journal holding the highest or lowest known value', () => {
    const entries = [
      { id: 'a', value: 2 },
      { id: 'b', value: null },
      { id: 'c', value: 5 },
      { id: 'd', value: 5 },
    ];
    expect(bestOf(entries, 'highest')).toEqual(['c', 'd']);
    expect(bestOf(entries, 'lowest')).toEqual(['a']);
  });

  it('marks nothing with one known value or when every known value is equal', () => {
    expect(bestOf([{ id: 'a', value: 3 }, { id: 'b', value: null }], 'highest')).toEqual([]);
    expect(bestOf([{ id: 'a', value: 3 }, { id: 'b', value: 3 }], 'lowest')).toEqual([]);
  });
});

describe('bestValues', () => {
  it('ranks quartile, SJR and H index', () => {
    const best = bestValues([
      journal(1, { sjrBestQuartile: 'Q2', sjr: 1.5, hIndex: 40 }),
      journal(2, { sjrBestQuartile: 'Q1', sjr: 0.9, hIndex: null }),
      journal(3, { sjrBestQuartile: null, sjr: null, hIndex: 12 }),
    ]);
    expect(best).toMatchObject({ quartile: ['2'], sjr: ['1'], hIndex: ['1'] });
  });

  it("ranks the lowest publisher's price in USD, 0 included, and never an estimate", () => {
    const best = bestValues([
      journal(1, { apcAmount: 3000, apcCurrency: 'USD', apcSource: 'publisher' }),
      journal(2, { apcAmount: 2000, apcCurrency: 'EUR', apcSource: 'publisher' }), // 2,400 USD
      journal(3, { apcAmount: 100, apcCurrency: 'USD', apcSource: 'estimate' }),
      journal(4),
    ]);
    expect(best.apc).toEqual(['2']);
    const diamond = bestValues([
      journal(1, { apcAmount: 0, apcCurrency: 'USD', apcSource: 'publisher' }),
      journal(2, { apcAmount: 900, apcCurrency: 'USD', apcSource: 'publisher' }),
    ]);
    expect(diamond.apc).toEqual(['1']);
  });

  it('ranks review times only when they measure the same thing', () => {
    const sameMeasure = bestValues([
      journal(1, {}, [days('first_decision', 72)]),
      journal(2, {}, [days('first_decision', 30)]),
      journal(3),
    ]);
    expect(sameMeasure.reviewTime).toEqual(['2']);
    const mixed = bestValues([
      journal(1, {}, [days('first_decision', 72)]),
      journal(2, {}, [days('submission_to_acceptance', 30)]),
    ]);
    expect(mixed.reviewTime).toEqual([]);
    const operator = bestValues([journal(1, { reviewTimeWeeks: 4 }), journal(2, { reviewTimeWeeks: 3 })]);
    expect(operator.reviewTime).toEqual(['2']);
  });
});
