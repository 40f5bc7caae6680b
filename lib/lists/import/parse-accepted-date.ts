// The date a title was accepted, at the precision the file gives: a day ("2025-03-14") or only a month ("2025-03",
// from a Month column). Day-month order is only read where it is certain; 03/04/2025 is refused, not guessed.
import { CellError } from '../../import/parse-values';
import type { SheetCell } from '../../import/read-spreadsheet';

export interface AcceptedDate {
  acceptedOn: string | null;
  acceptedMonth: string | null;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const none: AcceptedDate = { acceptedOn: null, acceptedMonth: null };
const pad = (value: number) => String(value).padStart(2, '0');

function monthOfName(name: string): number | null {
  const index = months.indexOf(name.slice(0, 3).toLowerCase());
  return index >= 0 && /^[a-z]+\.?$/i.test(name) ? index + 1 : null;
}

function day(year: number, month: number, date: number, text: string): AcceptedDate {
  const value = new Date(Date.UTC(year, month - 1, date));
  if (month < 1 || month > 12 || value.getUTCDate() !== date || year < 1900 || year > 2100) {
    throw new CellError(`"${text}" is not a date`);
  }
  return { acceptedOn: `${year}-${pad(month)}-${pad(date)}`, acceptedMonth: null };
}

function month(year: number, value: number, text: string): AcceptedDate {
  if (value < 1 || value > 12 || year < 1900 || year > 2100) throw new CellError(`"${text}" is not a month`);
  return { acceptedOn: null, acceptedMonth: `${year}-${pad(value)}` };
}

/** A day, or a month when the text names only a month and a four-digit year. */
export function parseDateText(text: string): AcceptedDate {
  const value = text.trim().replace(/\s+/g, ' ');
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(value))) {
    return day(Number(match[1]), Number(match[2]), Number(match[3]), text);
  }
  if ((match = /^(\d{4})[-/.](\d{1,2})$/.exec(value))) return month(Number(match[1]), Number(match[2]), text);
  if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value))) {
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (first > 12 || first === second) return day(year, second, first, text);
    if (second > 12) return day(year, first, second, text);
    throw new CellError(`"${text}" could be day/month or month/day: write it as YYYY-MM-DD`);
  }
  if ((match = /^(\d{1,2})[- ]([a-z]+\.?)[-, ]+(\d{4})$/i.exec(value)) && monthOfName(match[2]!)) {
    return day(Number(match[3]), monthOfName(match[2]!)!, Number(match[1]), text);
  }
  if ((match = /^([a-z]+\.?)[- ](\d{1,2}),? (\d{4})$/i.exec(value)) && monthOfName(match[1]!)) {
    return day(Number(match[3]), monthOfName(match[1]!)!, Number(match[2]), text);
  }
  if ((match = /^([a-z]+\.?)[-, ]+(\d{4})$/i.exec(value)) && monthOfName(match[1]!)) {
    return month(Number(match[2]), monthOfName(match[1]!)!, text);
  }
  throw new CellError(`"${text}" is not a date (write YYYY-MM-DD, or YYYY-MM for a month)`);
}

/**
 * From a date column (a day, or a month where the cell names only one), else from a Month column (always a month,
 * with the Year column when the month is only a name). Both empty: no date, never a made-up one.
 */
export function parseAcceptedDate(date?: SheetCell, monthCell?: SheetCell, yearCell?: SheetCell): AcceptedDate {
  if (date && date.text.trim()) return date.kind === 'date' ? day(...isoParts(date.text), date.text) : parseDateText(date.text);
  if (!monthCell || !monthCell.text.trim()) return none;
  const text = monthCell.text.trim();
  if (monthCell.kind === 'date') {
    const [year, value] = isoParts(text);
    return month(year, value, text);
  }
  const name = monthOfName(text);
  if (name !== null) {
    const year = /^\d{4}$/.exec(yearCell?.text.trim() ?? '');
    if (!year) throw new CellError(`month "${text}" has no year: add a Year column or write e.g. "${text} 2025"`);
    return month(Number(year[0]), name, text);
  }
  const parsed = parseDateText(text);
  // A Month column names a month even when a day is written: the day is not kept.
  return parsed.acceptedMonth ? parsed : { acceptedOn: null, acceptedMonth: parsed.acceptedOn!.slice(0, 7) };
}

function isoParts(text: string): [number, number, number] {
  const [year, value, date] = text.slice(0, 10).split('-').map(Number);
  return [year!, value!, date!];
}
