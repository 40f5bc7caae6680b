// Reads the whole SINTA file (12,777 rows) into typed journals, streaming the gzip. Columns are found by name; a
// profile listed twice is refused, since the profile number is the upsert key.
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import { CellError } from '../../import/parse-values';
import { readTable } from '../../import/read-table';
import { mapSintaRow, sintaColumnNames, type SintaColumn } from './map-sinta-row';
import type { SintaRecord } from './sinta-record';

export async function readSintaJournals(
  file: string,
  onBytes?: (read: number, total: number) => void,
): Promise<SintaRecord[]> {
  const journals: SintaRecord[] = [];
  const lineOf = new Map<number, number>();
  const indexOf = new Map<SintaColumn, number>();
  await readTable(
    file,
    { delimiter: ',', encoding: 'utf-8', onBytes },
    (header) => {
      const missing = sintaColumnNames.filter((name) => !header.includes(name));
      if (missing.length > 0) {
        throw new ImportFileError(`${path.basename(file)} is missing the column(s) "${missing.join('", "')}"`);
      }
      for (const name of sintaColumnNames) indexOf.set(name, header.indexOf(name));
    },
    (fields, line) => {
      const journal = mapSintaRow((column) => fields[indexOf.get(column)!] ?? '');
      const earlier = lineOf.get(journal.id);
      if (earlier !== undefined) throw new CellError(`SINTA profile ${journal.id} already appears on line ${earlier}`);
      lineOf.set(journal.id, line);
      journals.push(journal);
    },
  );
  return journals;
}
