import { normaliseIssn, splitIssns } from './normalise-issn';

describe('ISSN normalisation', () => {
  it('gives 8 characters without hyphen and with an upper-case X', () => {
    expect(normaliseIssn('1542-4863')).toBe('15424863');
    expect(normaliseIssn('15424863')).toBe('15424863');
    expect(normaliseIssn('1474-175x')).toBe('1474175X');
    expect(normaliseIssn(' 0304 405X ')).toBe('0304405X');
  });

  it('refuses what is not an ISSN', () => {
    expect(normaliseIssn('-')).toBeNull();
    expect(normaliseIssn('1234567')).toBeNull();
    expect(normaliseIssn('12345678X')).toBeNull();
    expect(normaliseIssn('X2345678')).toBeNull();
  });

  it('splits SJR lists, dropping junk and duplicates', () => {
    expect(splitIssns('15424863, 00079235')).toEqual(['15424863', '00079235']);
    expect(splitIssns('1546170X, 10788956, 1546170x')).toEqual(['1546170X', '10788956']);
    expect(splitIssns('-')).toEqual([]);
  });
});
