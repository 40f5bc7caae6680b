// Typed values from the text of a data file. SJR writes decimals with a comma (`104,065` is 104.065) and never
// groups thousands, so a comma is always the decimal mark; anything else unexpected is an error, never a guess.

/** The problem with one cell; the reader adds the file, line and column. */
export class CellError extends Error {}

/** Whole number, or null for an empty cell. */
export function parseInteger(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^-?\d+$/.test(value)) throw new CellError(`"${text}" is not a whole number`);
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || Math.abs(parsed) > 2_147_483_647) {
    throw new CellError(`"${text}" is out of range`);
  }
  return parsed;
}

/** Decimal with a comma (or a point) as the decimal mark, or null for an empty cell. */
export function parseDecimal(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^-?\d+([.,]\d+)?$/.test(value)) throw new CellError(`"${text}" is not a decimal number`);
  return Number(value.replace(',', '.'));
}

/** SJR's Yes/No flags; an empty cell (a file without the column's value) counts as No. */
export function parseYesNo(text: string): boolean {
  const value = text.trim().toLowerCase();
  if (value === 'yes') return true;
  if (value === 'no' || value === '') return false;
  throw new CellError(`"${text}" is neither Yes nor No`);
}

export type Quartile = 'Q1' | 'Q2' | 'Q3' | 'Q4';

/** Q1..Q4, or null where SJR has none (`-`). */
export function parseQuartile(text: string): Quartile | null {
  const value = text.trim().toUpperCase();
  if (value === '' || value === '-') return null;
  if (/^Q[1-4]$/.test(value)) return value as Quartile;
  throw new CellError(`"${text}" is not a quartile (Q1 to Q4 or -)`);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * SJR's text carries HTML entities (`PM&amp;R`, `John Wiley &amp; Sons Inc.`): decode them once here, so that search,
 * sorting and React's own escaping all see the real characters.
 */
export function cleanText(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
      return entities[lower] ?? entity;
    })
    .trim();
}

/** Cleaned text, or null when nothing is left (SJR leaves 763 publishers empty). */
export function optionalText(text: string): string | null {
  const value = cleanText(text);
  return value === '' || value === '-' ? null : value;
}
