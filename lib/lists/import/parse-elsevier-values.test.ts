import { hasValidIssnCheckDigit, parseIssnCell, parseYearCell, readCoverage } from './parse-elsevier-values';
import type { SheetCell } from '../../import/read-spreadsheet';

const cell = (text: string, kind: SheetCell['kind'] = 'text'): SheetCell => ({ text, kind });

describe('parseIssnCell', () => {
  it('normalises ISSNs to 8 characters with an upper-case X', () => {
    expect(parseIssnCell(cell('0007-9235'))).toBe('00079235');
    expect(parseIssnCell(cell('2049-363x'))).toBe('2049363X');
    expect(parseIssnCell(cell(' '))).toBeNull();
  });

  it('restores leading zeros Excel dropped only when the check digit proves them', () => {
    expect(parseIssnCell(cell('79235', 'number'))).toBe('00079235');
    expect(() => parseIssnCell(cell('79236', 'number'))).toThrow('"79236" is not an ISSN');
    expect(() => parseIssnCell(cell('1234-56'))).toThrow('is not an ISSN');
  });

  it('checks ISO 3297 check digits, X standing for 10', () => {
    expect(hasValidIssnCheckDigit('00079235')).toBe(true);
    expect(hasValidIssnCheckDigit('2049363X')).toBe(false);
    expect(hasValidIssnCheckDigit('0000006X')).toBe(true);
    expect(hasValidIssnCheckDigit('00000069')).toBe(false);
  });
});

describe('parseYearCell', () => {
  it('reads a year from text, a number or a date cell', () => {
    expect(parseYearCell(cell('2024'))).toBe(2024);
    expect(parseYearCell(cell('2025', 'number'))).toBe(2025);
    expect(parseYearCell(cell('2023-05-01', 'date'))).toBe(2023);
    expect(parseYearCell(cell(''))).toBeNull();
  });

  it.each(['24', '20x4', '1850', '2024.5'])('refuses %s', (text) => {
    expect(() => parseYearCell(cell(text))).toThrow('is not a year');
  });
});

describe('readCoverage', () => {
  it.each([
    ['Vol. 12, Issue 3', { volume: '12', issue: '3', pageRange: null }],
    ['2023, Volume 45, No. 2, pp. 100 - 120', { volume: '45', issue: '2', pageRange: '100-120' }],
    ['12(3)', { volume: '12', issue: '3', pageRange: null }],
    ['2023 onwards', { volume: null, issue: null, pageRange: null }],
  ])('reads %s', (text, expected) => {
    expect(readCoverage(text)).toEqual(expected);
  });
});
