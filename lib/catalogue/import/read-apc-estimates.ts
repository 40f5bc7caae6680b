// The SJR 2024 file by Sourceid: its "Estimated APC (USD)", the fallback when no publisher price is known, and its SJR,
// the year before the catalogue's for the journal page's trend. Its year is the year of its "Total Docs. (YYYY)"
// column, so the catalogue can say how old the estimate is and which year the earlier SJR is of.
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import { parseDecimal } from '../../import/parse-values';
import { readTable } from '../../import/read-table';

export interface ApcEstimates {
  year: number;
  bySourceId: Map<string, number>;
  /** That year's SJR; a journal without one (an empty cell or 0) is left out. */
  sjrBySourceId: Map<string, number>;
}

export async function readApcEstimates(
  file: string,
  onBytes?: (read: number, total: number) => void,
): Promise<ApcEstimates> {
  const bySourceId = new Map<string, number>();
  const sjrBySourceId = new Map<string, number>();
  let year = 0;
  let sourceIdColumn = -1;
  let estimateColumn = -1;
  let sjrColumn = -1;
  await readTable(
    file,
    { delimiter: ';', encoding: 'utf-8', onBytes },
    (header) => {
      sourceIdColumn = header.indexOf('Sourceid');
      estimateColumn = header.indexOf('Estimated APC (USD)');
      sjrColumn = header.indexOf('SJR');
      const docs = header.map((name) => /^Total Docs\. \((\d{4})\)$/.exec(name)).find(Boolean);
      if (sourceIdColumn < 0 || estimateColumn < 0 || sjrColumn < 0 || !docs) {
        throw new ImportFileError(
          `${path.basename(file)} needs the columns Sourceid, SJR, "Estimated APC (USD)" and "Total Docs. (<year>)"`,
        );
      }
      year = Number(docs[1]);
    },
    (fields) => {
      const sourceId = (fields[sourceIdColumn] ?? '').trim().replace(/^0+(?=\d)/, '');
      const amount = parseDecimal(fields[estimateColumn] ?? '');
      if (!/^\d+$/.test(sourceId)) return;
      if (amount !== null && amount > 0) bySourceId.set(sourceId, amount);
      const sjr = parseDecimal(fields[sjrColumn] ?? '');
      if (sjr !== null && sjr > 0) sjrBySourceId.set(sourceId, sjr);
    },
  );
  return { year, bySourceId, sjrBySourceId };
}
