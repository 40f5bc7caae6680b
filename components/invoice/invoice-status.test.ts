import { shownStatusOf } from './invoice-status';

describe('shownStatusOf', () => {
  it.each([
    ['pending', 'pending'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['expired', 'failed'],
    ['refunded', 'failed'],
    ['', 'failed'],
  ])('%s is shown as %s', (status, shown) => {
    expect(shownStatusOf(status)).toBe(shown);
  });
});
