// Typed values from the cells of Elsevier's spreadsheets. Unclear input is an error naming the text, never a guess:
// an ambiguous 03/04/2025, a two-digit year or an ISSN whose check digit fails are refused.
import { normaliseIssn } from '../../import/normalise-issn';
import { CellError } from '../../import/parse-values';
import type { SheetCell } from '../../import/read-spreadsheet';

/** ISSN check digit (ISO 3297): weights 8..2, modulo 11, 10 written X. */
export function hasValidIssnCheckDigit(issn: string): boolean {
  const sum = [...issn.slice(0, 7)].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return issn[7] === (check === 10 ? 'X' : String(check));
}

/** The 8-character form ("1234567X"), or null for an empty cell. */
export function parseIssnCell(cell: SheetCell): string | null {
  const text = cell.text.trim();
  if (text === '' || text === '-') return null;
  const issn = normaliseIssn(text);
  if (issn) return issn;
  // Excel drops the leading zeros of an ISSN kept as a number (00079235 → 79235). They are restored only when the
  // check digit then proves the result, so a truncated or mistyped ISSN is still refused.
  if (/^\d{4,7}$/.test(text)) {
    const padded = text.padStart(8, '0');
    if (hasValidIssnCheckDigit(padded)) return padded;
  }
  throw new CellError(`"${text}" is not an ISSN`);
}

/** A year 1900–2100 from a number, text or date cell; null when empty. */
export function parseYearCell(cell: SheetCell): number | null {
  const text = cell.text.trim();
  if (text === '') return null;
  const year = cell.kind === 'date' ? Number(text.slice(0, 4)) : /^\d{4}(\.0+)?$/.test(text) ? Math.trunc(Number(text)) : NaN;
  if (!Number.isInteger(year) || year < 1900 || year > 2100) throw new CellError(`"${text}" is not a year`);
  return year;
}

export const optionalText = (cell: SheetCell | undefined): string | null => {
  const text = (cell?.text ?? '').replace(/\s+/g, ' ').trim();
  return text === '' || text === '-' ? null : text;
};

/** Volume, issue and page range named in a coverage note ("Vol. 12, Issue 3, pp. 1-20", "12(3)"); null where absent. */
export function readCoverage(text: string): { volume: string | null; issue: string | null; pageRange: string | null } {
  const volume = /\b(?:vol(?:ume)?\.?|v\.)\s*([0-9][0-9A-Za-z/-]*)/i.exec(text)?.[1] ?? null;
  const issue = /\b(?:issue|iss\.|no\.?|number|n\.)\s*([0-9][0-9A-Za-z/-]*)/i.exec(text)?.[1] ?? null;
  const pageRange = /\b(?:pp?\.|pages?)\s*(\d+\s*[-–]\s*\d+|\d+)/i.exec(text)?.[1]?.replace(/\s+/g, '') ?? null;
  const compact = /^\s*(\d+)\s*\((\d[0-9/-]*)\)/.exec(text);
  return {
    volume: volume ?? compact?.[1] ?? null,
    issue: issue ?? compact?.[2] ?? null,
    pageRange,
  };
}
