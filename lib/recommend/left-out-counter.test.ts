import { scopusEntry, sintaEntry } from '../../test-support/test-catalogue';
import { leftOutCounter } from './left-out-counter';

describe('leftOutCounter', () => {
  it('names every filter set, counts each refused journal once in total and under every filter that refused it', () => {
    const { query, leftOut } = leftOutCounter({ country: 'Japan', maxApc: 1_000, minQuartile: 'Q2' });
    expect(leftOut).toEqual({ total: 0, byFilter: { country: 0, maxApc: 0, minQuartile: 0 } });
    const dear = scopusEntry({ title: 'Dear', country: 'Japan', apcAmount: 3_000, apcCurrency: 'USD', sjrBestQuartile: 'Q1' });
    const elsewhere = scopusEntry({ title: 'Elsewhere', apcAmount: 3_000, apcCurrency: 'USD', sjrBestQuartile: 'Q3' });
    const fits = scopusEntry({ title: 'Fits', country: 'Japan', apcAmount: 500, apcCurrency: 'USD', sjrBestQuartile: 'Q2' });
    expect([dear, elsewhere, fits].map((entry) => query.accept!(entry))).toEqual([false, false, true]);
    for (const entry of [dear, elsewhere, sintaEntry({ title: 'Sinta' })]) query.onLeftOut!(entry);
    expect(leftOut).toEqual({ total: 3, byFilter: { country: 2, maxApc: 3, minQuartile: 2 } });
  });

  it('asks the recommender for nothing without filters', () => {
    expect(leftOutCounter({})).toEqual({ query: {}, leftOut: { total: 0, byFilter: {} } });
  });
});
