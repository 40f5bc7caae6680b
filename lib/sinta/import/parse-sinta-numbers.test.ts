import { parseIndonesianCount, parseIndonesianDecimal } from './parse-sinta-numbers';

describe('SINTA numbers', () => {
  it('reads a decimal comma and dots grouping thousands', () => {
    expect(parseIndonesianDecimal('217,00')).toBe(217);
    expect(parseIndonesianDecimal('1.234,56')).toBe(1234.56);
    expect(parseIndonesianDecimal('38')).toBe(38);
    expect(parseIndonesianDecimal(' ')).toBeNull();
  });

  it('reads counts with dots grouping thousands', () => {
    expect(parseIndonesianCount('14.670')).toBe(14670);
    expect(parseIndonesianCount('1.234.567')).toBe(1234567);
    expect(parseIndonesianCount('56')).toBe(56);
    expect(parseIndonesianCount('')).toBeNull();
  });

  it.each(['1,234.56', '12.34,5', 'abc'])('refuses the decimal %s', (text) => {
    expect(() => parseIndonesianDecimal(text)).toThrow('is not a decimal number');
  });

  it.each(['14,670', '1.23', '12.3456', '-3'])('refuses the count %s', (text) => {
    expect(() => parseIndonesianCount(text)).toThrow('is not a whole number');
  });
});
