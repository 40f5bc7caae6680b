// Wiley's Journal Finder as observed on one day (data/metrics/wiley-journal-finder-2026-08.csv.gz): per journal the
// days from submission to first decision, the acceptance rate, the APC and the journal's page, in Wiley's own words.
// Rows are matched to SJR by the file's `sjr_sourceid_by_issn`; rows without one are not SJR journals and are only
// counted.
import path from 'node:path';
import type { PublisherApcRow } from './apc-price';
import { ImportFileError } from '../../import/import-file-error';
import { CellError, parseDecimal } from '../../import/parse-values';
import { readTable } from '../../import/read-table';
import { knownFigure, type VendoredFigure } from './vendored-figure';

export const wileySource = 'Wiley Journal Finder';

export interface WileyJournalFinder {
  figures: VendoredFigure[];
  /** Wiley's price by Sourceid, as a publisher price of the year it was observed (US dollars, as Wiley lists it). */
  prices: Map<string, PublisherApcRow>;
  /** The journal's own page at Wiley (`journal_url`) by Sourceid. */
  websites: Map<string, string>;
  rows: number;
  /** Rows without an SJR Sourceid. */
  notInSjr: number;
}

const columns = ['journal_url', 'first_decision_days', 'acceptance_rate_percent', 'apc_raw', 'observed_at_utc', 'sjr_sourceid_by_issn'];

/** "$3,570" → 3570; an empty cell → null. */
function parseDollars(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\$\d{1,3}(,\d{3})*(\.\d+)?$/.test(value)) throw new CellError(`apc_raw "${text}" is not a price in dollars`);
  return Number(value.slice(1).replaceAll(',', ''));
}

/** The UTC day of "2026-08-11T02:00:39.379535+00:00". */
function observedDay(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T[\d:.]+\+00:00$/.exec(text.trim());
  if (!match) throw new CellError(`observed_at_utc "${text}" is not a UTC time`);
  return match[1]!;
}

/** An http(s) address, or null for an empty cell: anything else is refused, as it would become a link on a page. */
function parseWebsite(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^https?:\/\/[^\s"<>]+$/i.test(value) || !URL.canParse(value)) {
    throw new CellError(`journal_url "${text}" is not a web address`);
  }
  return value;
}

function inRange(value: number | null, name: string, max: number): number | null {
  if (value !== null && (value < 0 || value > max)) throw new CellError(`${name} ${value} is out of range (0–${max})`);
  return value;
}

export async function readWileyJournalFinder(
  file: string,
  onBytes?: (read: number, total: number) => void,
): Promise<WileyJournalFinder> {
  const result: WileyJournalFinder = { figures: [], prices: new Map(), websites: new Map(), rows: 0, notInSjr: 0 };
  const lineOf = new Map<string, number>();
  let index: Record<string, number> = {};
  await readTable(
    file,
    { delimiter: ',', encoding: 'utf-8', onBytes },
    (header) => {
      const missing = columns.filter((name) => !header.includes(name));
      if (missing.length > 0) {
        throw new ImportFileError(`${path.basename(file)} is not Wiley's Journal Finder: missing ${missing.join(', ')}`);
      }
      index = Object.fromEntries(columns.map((name) => [name, header.indexOf(name)]));
    },
    (fields, line) => {
      const cell = (name: string) => (fields[index[name]!] ?? '').trim();
      result.rows += 1;
      const sourceId = cell('sjr_sourceid_by_issn').replace(/^0+(?=\d)/, '');
      if (sourceId === '') {
        result.notInSjr += 1;
        return;
      }
      if (!/^\d{1,18}$/.test(sourceId)) throw new CellError(`sjr_sourceid_by_issn "${sourceId}" is not a Sourceid`);
      const earlier = lineOf.get(sourceId);
      if (earlier !== undefined) throw new CellError(`Sourceid ${sourceId} already appears on line ${earlier}`);
      lineOf.set(sourceId, line);

      const website = parseWebsite(cell('journal_url'));
      if (website !== null) result.websites.set(sourceId, website);
      const asOf = observedDay(cell('observed_at_utc'));
      const figure = { sourceId, statistic: null, source: wileySource, asOf, periodStart: null } as const;
      const days = knownFigure(inRange(parseDecimal(cell('first_decision_days')), 'first_decision_days', 3650));
      if (days !== null) result.figures.push({ ...figure, measure: 'first_decision', value: days });
      const rate = knownFigure(inRange(parseDecimal(cell('acceptance_rate_percent')), 'acceptance_rate_percent', 100));
      if (rate !== null) result.figures.push({ ...figure, measure: 'acceptance_rate', value: rate });
      const price = parseDollars(cell('apc_raw'));
      if (price !== null) {
        result.prices.set(sourceId, {
          issns: [],
          year: Number(asOf.slice(0, 4)),
          date: asOf,
          amounts: { USD: price },
          originals: ['USD'],
          line,
          origin: wileySource,
        });
      }
    },
  );
  return result;
}
