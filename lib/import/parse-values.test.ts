import {
  CellError,
  cleanText,
  optionalText,
  parseDecimal,
  parseInteger,
  parseQuartile,
  parseYesNo,
} from './parse-values';

describe('parseDecimal', () => {
  it('reads a comma as the decimal mark, as SJR writes it', () => {
    expect(parseDecimal('104,065')).toBe(104.065);
    expect(parseDecimal('0,385')).toBe(0.385);
    expect(parseDecimal('285,55')).toBe(285.55);
  });

  it('reads whole numbers, a point, and an empty cell as null', () => {
    expect(parseDecimal('236')).toBe(236);
    expect(parseDecimal('1.5')).toBe(1.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('  ')).toBeNull();
  });

  it('refuses grouped thousands and text instead of guessing', () => {
    expect(() => parseDecimal('1.234,5')).toThrow(CellError);
    expect(() => parseDecimal('1,234,567')).toThrow(CellError);
    expect(() => parseDecimal('n/a')).toThrow(/not a decimal number/);
  });
});

describe('parseInteger', () => {
  it('reads whole numbers and refuses decimals and overflow', () => {
    expect(parseInteger('29333')).toBe(29333);
    expect(parseInteger('')).toBeNull();
    expect(() => parseInteger('12,5')).toThrow(/not a whole number/);
    expect(() => parseInteger('99999999999')).toThrow(/out of range/);
  });
});

describe('flags, quartiles and text', () => {
  it('reads Yes/No', () => {
    expect(parseYesNo('Yes')).toBe(true);
    expect(parseYesNo('No')).toBe(false);
    expect(() => parseYesNo('Maybe')).toThrow(CellError);
  });

  it('reads Q1..Q4 and "-" as no quartile', () => {
    expect(parseQuartile('Q3')).toBe('Q3');
    expect(parseQuartile('-')).toBeNull();
    expect(() => parseQuartile('Q5')).toThrow(CellError);
  });

  it('decodes the HTML entities SJR leaves in names', () => {
    expect(cleanText('PM&amp;R')).toBe('PM&R');
    expect(cleanText(' John Wiley &amp; Sons Inc. ')).toBe('John Wiley & Sons Inc.');
    expect(cleanText('&#233;tudes &#x26; &quot;x&quot;')).toBe('études & "x"');
    expect(optionalText('')).toBeNull();
    expect(optionalText('-')).toBeNull();
  });
});
