import { isSameAmount, parseGrossAmountCents, toGrossAmount } from './gross-amount';

describe('gross amounts', () => {
  it.each([
    ['55000.00', 55_000, true],
    ['55000', 55_000, true],
    ['55000.0', 55_000, true],
    ['55000.01', 55_000, false],
    ['5500.00', 55_000, false],
    ['550000.00', 55_000, false],
    ['19900.00', 55_000, false],
    ['-55000.00', 55_000, false],
    ['55,000.00', 55_000, false],
    ['5.5e4', 55_000, false],
    ['', 55_000, false],
    ['55000.000', 55_000, false],
  ])('%p against Rp %d → %p', (text, rupiah, same) => {
    expect(isSameAmount(text, rupiah)).toBe(same);
  });

  it('parses to cents and writes whole rupiah with two decimals', () => {
    expect(parseGrossAmountCents('19900.50')).toBe(1_990_050);
    expect(parseGrossAmountCents('abc')).toBeNull();
    expect(toGrossAmount(99_000)).toBe('99000.00');
  });
});
