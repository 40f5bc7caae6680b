import { formatRupiah } from './format-rupiah';

describe('formatRupiah', () => {
  it.each([
    [19_900, 'Rp 19.900'],
    [55_000, 'Rp 55.000'],
    [99_000, 'Rp 99.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1_000, 'Rp 1.000'],
    [1_234_567, 'Rp 1.234.567'],
    [-19_900, '-Rp 19.900'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });

  it('refuses fractions: rupiah have no decimals here', () => {
    expect(() => formatRupiah(19_900.5)).toThrow(RangeError);
  });
});
