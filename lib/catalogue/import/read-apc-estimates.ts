// The SJR 2024 file's "Estimated APC (USD)" by Sourceid: the fallback when no publisher price is known. Its year is
// the year of its "Total Docs. (YYYY)" column, so the catalogue can say how old the estimate is.
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import { parseDecimal } from '../../import/parse-values';
import { readTable } from '../../import/read-table';

export interface ApcEstimates {
  year: number;
  bySourceId: Map<string, number>;
}

export async function readApcEstimates(
  file: string,
  onBytes?: (read: number, total: number) => void,
): Promise<ApcEstimates> {
  const bySourceId = new Map<string, number>();
  let year = 0;
  let sourceIdColumn = -1;
  let estimateColumn = -1;
  await readTable(
    file,
    { delimiter: ';', encoding: 'utf-8', onBytes },
    (header) => {
      sourceIdColumn = header.indexOf('Sourceid');
      estimateColumn = header.indexOf('Estimated APC (USD)');
      const docs = header.map((name) => /^Total Docs\. \((\d{4})\)$/.exec(name)).find(Boolean);
      if (sourceIdColumn < 0 || estimateColumn < 0 || !docs) {
        throw new ImportFileError(
          `${path.basename(file)} needs the columns Sourceid, "Estimated APC (USD)" and "Total Docs. (<year>)"`,
        );
      }
      year = Number(docs[1]);
    },
    (fields) => {
      const sourceId = (fields[sourceIdColumn] ?? '').trim().replace(/^0+(?=\d)/, '');
      const amount = parseDecimal(fields[estimateColumn] ?? '');
      if (/^\d+$/.test(sourceId) && amount !== null && amount > 0) bySourceId.set(sourceId, amount);
    },
  );
  return { year, bySourceId };
}
