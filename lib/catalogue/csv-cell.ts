// CSV as RFC 4180 writes it (a cell with a comma, quote, CR or LF is quoted, quotes doubled; CRLF ends a row), safe to
// open in a spreadsheet: a text cell starting with = + - @ tab or CR is prefixed with ' so it is never run as a
// formula (OWASP's CSV injection advice). Numbers are written as numbers. Pure.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
