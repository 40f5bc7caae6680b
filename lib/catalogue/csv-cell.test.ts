import { csvCell, csvRow } from './csv-cell';

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
