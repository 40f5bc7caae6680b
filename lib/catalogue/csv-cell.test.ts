import { csvCell, csvRow, SEMICOLON_DIALECT } from './csv-cell';

describe('csvCell', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with a quote so it is no formula', (text) => {
    expect(csvCell(text).replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
  });

  it('writes numbers as numbers and nothing for a missing value', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['=cmd', 'a,b', 3, null])).toBe(`'=cmd,"a,b",3,\r\n`);
  });
});

describe('the semicolon dialect (Indonesian spreadsheets)', () => {
  it('splits on ";", writes a decimal comma and quotes a cell holding a semicolon, not one holding a comma', () => {
    expect(csvRow(['a, b', 'c; d', 7.947, 1234, -0.5, null], SEMICOLON_DIALECT)).toBe('a, b;"c; d";7,947;1234;-0,5;\r\n');
  });

  it('never writes an exponent or a thousands separator (at most six decimals)', () => {
    expect(csvCell(0.0000001, SEMICOLON_DIALECT)).toBe('0');
    expect(csvCell(12345678.5, SEMICOLON_DIALECT)).toBe('12345678,5');
    expect(csvCell(12345678.5)).toBe('12345678.5');
  });

  it('defuses formulas as the comma dialect does', () => {
    expect(csvCell('=1;2', SEMICOLON_DIALECT)).toBe(`"'=1;2"`);
  });
});
