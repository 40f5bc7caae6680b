// One row of the SJR history file (`Sourceid;Year;SJR;Quartile;HIndex;Docs`, a decimal point, empty cells where
// SCImago gives no value): its columns are checked once from the header, each cell is read strictly, and a bad cell
// names itself, so an operator's file is refused rather than half understood. Pure.
import { CellError, parseDecimal, parseInteger, parseQuartile, type Quartile } from '../../import/parse-values';

export interface SjrYearRecord {
  /** The Scopus Sourceid, as digits (a bigint in the database). */
  sourceId: string;
  year: number;
  sjr: number | null;
  quartile: Quartile | null;
  hIndex: number | null;
  documents: number | null;
}

export const sjrHistoryColumns = ['Sourceid', 'Year', 'SJR', 'Quartile', 'HIndex', 'Docs'] as const;

/** SCImago ranks journals from 1999; a year after next is a typing error, not data. */
export const firstSjrYear = 1999;

export type SjrHistoryRowReader = (fields: string[]) => SjrYearRecord;

/** The reader for a file with this header; a missing column is refused with its name. */
export function sjrHistoryRowReader(header: string[], latestYear = new Date().getUTCFullYear() + 1): SjrHistoryRowReader {
  const at = Object.fromEntries(
    sjrHistoryColumns.map((name) => {
      const index = header.indexOf(name);
      if (index < 0) throw new CellError(`the header lacks the column "${name}" (expected ${sjrHistoryColumns.join(';')})`);
      return [name, index];
    }),
  ) as Record<(typeof sjrHistoryColumns)[number], number>;
  return (fields) => {
    const sourceId = fields[at.Sourceid]!.trim();
    if (!/^[1-9]\d{0,17}$/.test(sourceId)) throw new CellError(`Sourceid "${fields[at.Sourceid]}" is not a Sourceid`);
    const year = parseInteger(fields[at.Year]!);
    if (year === null || year < firstSjrYear || year > latestYear) {
      throw new CellError(`Year "${fields[at.Year]}" is not a year from ${firstSjrYear} to ${latestYear}`);
    }
    const sjr = parseDecimal(fields[at.SJR]!);
    if (sjr !== null && sjr < 0) throw new CellError(`SJR "${fields[at.SJR]}" is negative`);
    const hIndex = parseInteger(fields[at.HIndex]!);
    const documents = parseInteger(fields[at.Docs]!);
    if ((hIndex ?? 0) < 0 || (documents ?? 0) < 0) throw new CellError('an H index or a document count is negative');
    return { sourceId, year, sjr, quartile: parseQuartile(fields[at.Quartile]!), hIndex, documents };
  };
}
