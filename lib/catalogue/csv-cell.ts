// CSV as RFC 4180 writes it (a cell holding the separator, a quote, CR or LF is quoted, quotes doubled; CRLF ends a
// row), in the dialect a spreadsheet of the reader's language opens as columns: Indonesian Excel splits on ";" and
// reads "7,947" as seven point nine (its list separator and decimal comma), English Excel splits on "," and reads
// "7.947". Safe to open: a text cell starting with = + - @ tab or CR is prefixed with ' so it is never run as a
// formula (OWASP's CSV injection advice). Numbers are written as numbers, without grouping. Pure.

export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const COMMA_DIALECT: CsvDialect = { separator: ',', decimal: '.' };
export const SEMICOLON_DIALECT: CsvDialect = { separator: ';', decimal: ',' };

const FORMULA_START = /^[=+\-@\t\r]/;

// Plain digits (never an exponent, which a spreadsheet reads as text or as another number), at most 6 decimals. One
// formatter for every cell: toLocaleString with options builds a new one per call, most of a whole export's time.
const PLAIN_NUMBER = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 6 });

export function csvCell(value: string | number | null | undefined, dialect: CsvDialect = COMMA_DIALECT): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const digits = PLAIN_NUMBER.format(value);
    return dialect.decimal === '.' ? digits : digits.replace('.', dialect.decimal);
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  const needsQuotes = safe.includes(dialect.separator) || /["\r\n]/.test(safe);
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(
  cells: readonly (string | number | null | undefined)[],
  dialect: CsvDialect = COMMA_DIALECT,
): string {
  return `${cells.map((cell) => csvCell(cell, dialect)).join(dialect.separator)}\r\n`;
}
