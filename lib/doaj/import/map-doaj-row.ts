// One row of DOAJ's journal CSV as a DoajRecord, by DOAJ's own headers: the vendored eight-column file and a full
// export alike (the full export adds the weeks to publication, the APC amount and the record's address). Pure.
import { normaliseIssn } from '../../import/normalise-issn';
import { CellError } from '../../import/parse-values';
import type { DoajOrigin, DoajRecord } from '../doaj-record';

export const doajHeaders = {
  title: 'Journal title',
  pIssn: 'Journal ISSN (print version)',
  eIssn: 'Journal EISSN (online version)',
  languages: 'Languages in which the journal accepts manuscripts',
  publisher: 'Publisher',
  seal: 'DOAJ Seal',
  licence: 'Journal license',
  apc: 'APC',
  /** Full export only. */
  apcAmount: 'APC amount',
  weeks: 'Average number of weeks between article submission and publication',
  url: 'URL in DOAJ',
  lastUpdated: 'Last updated Date',
} as const;

const required = ['title', 'pIssn', 'eIssn', 'languages', 'publisher', 'seal', 'licence', 'apc'] as const;

export type DoajColumns = Partial<Record<keyof typeof doajHeaders, number>>;

/** The position of each known header; a missing required one is refused with its name. */
export function readDoajHeader(header: string[]): DoajColumns {
  const columns: DoajColumns = {};
  for (const [name, text] of Object.entries(doajHeaders)) {
    const index = header.findIndex((cell) => cell.trim().replace(/^\uFEFF/, '') === text);
    if (index >= 0) columns[name as keyof typeof doajHeaders] = index;
  }
  const missing = required.filter((name) => columns[name] === undefined).map((name) => doajHeaders[name]);
  if (missing.length > 0) throw new CellError(`not DOAJ's journal CSV: no column ${missing.join(', ')}`);
  return columns;
}

/** "Yes"/"No" as DOAJ writes them; anything else is refused. */
function yesNo(text: string, column: string): boolean {
  const value = text.trim().toLowerCase();
  if (value === 'yes') return true;
  if (value === 'no') return false;
  throw new CellError(`${column}: "${text}" is neither Yes nor No`);
}

/** A comma-separated list (languages, licences), trimmed, without empties and duplicates. */
export function splitList(text: string): string[] {
  return [...new Set(text.split(',').map((part) => part.trim()).filter((part) => part !== ''))];
}

/**
 * The amount of "2400 BRL; 450 USD" (or "USD 450") in US dollars where the journal lists one, else its first; null
 * when none is written.
 */
export function parseApcAmount(text: string): { amount: number; currency: string } | null {
  const amounts: { amount: number; currency: string }[] = [];
  for (const match of text.matchAll(/(\d[\d.,]*)\s*([A-Z]{3})\b|\b([A-Z]{3})\s*(\d[\d.,]*)/g)) {
    const amount = Math.round(Number((match[1] ?? match[4]!).replace(/,/g, '')));
    if (Number.isFinite(amount)) amounts.push({ amount, currency: match[2] ?? match[3]! });
  }
  return amounts.find((entry) => entry.currency === 'USD') ?? amounts[0] ?? null;
}

function weeks(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new CellError(`weeks to publication: "${text}" is not a number`);
  // 0 weeks is how an empty answer was kept by older exports: not a figure.
  return number === 0 ? null : Math.round(number);
}

const hyphenated = (issn: string | null) => (issn ? `${issn.slice(0, 4)}-${issn.slice(4)}` : null);

/** The record, or null for a row without any ISSN (it cannot be matched). */
export function mapDoajRow(
  fields: string[],
  columns: DoajColumns,
  source: { origin: DoajOrigin; asOf: string },
): DoajRecord | null {
  const cell = (name: keyof typeof doajHeaders) => {
    const index = columns[name];
    return index === undefined ? '' : (fields[index] ?? '');
  };
  const pIssn = normaliseIssn(cell('pIssn'));
  const eIssn = normaliseIssn(cell('eIssn'));
  const key = eIssn ?? pIssn;
  if (!key) return null;
  const hasApc = yesNo(cell('apc'), doajHeaders.apc);
  const apc = hasApc ? parseApcAmount(cell('apcAmount')) : null;
  const url = cell('url').trim();
  return {
    key,
    title: cell('title').trim(),
    pIssn: hyphenated(pIssn),
    eIssn: hyphenated(eIssn),
    issns: [...new Set([eIssn, pIssn].filter((issn): issn is string => issn !== null))],
    languages: splitList(cell('languages')),
    publisher: cell('publisher').trim() || null,
    hasSeal: yesNo(cell('seal'), doajHeaders.seal),
    licences: splitList(cell('licence')),
    hasApc,
    apcAmount: apc?.amount ?? null,
    apcCurrency: apc?.currency ?? null,
    weeksToPublication: weeks(cell('weeks')),
    doajUrl: /^https:\/\/doaj\.org\//.test(url) ? url : null,
    origin: source.origin,
    asOf: source.asOf,
  };
}
