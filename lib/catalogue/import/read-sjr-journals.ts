// Reads the whole SJR file into typed journals (32,193 rows fit in memory comfortably), streaming the gzip.
// A duplicated Sourceid is refused: it is the key of the upsert, and two rows for one key would be a guess.
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import type { SjrJournal } from './journal-record';
import { mapSjrRow } from './map-sjr-row';
import { CellError } from '../../import/parse-values';
import { readTable } from '../../import/read-table';
import { resolveSjrColumns, type SjrColumns } from './sjr-columns';

export async function readSjrJournals(
  file: string,
  onBytes?: (read: number, total: number) => void,
): Promise<SjrJournal[]> {
  const journals: SjrJournal[] = [];
  const lineOf = new Map<string, number>();
  let header: string[] = [];
  let columns: SjrColumns | null = null;
  await readTable(
    file,
    { delimiter: ';', encoding: 'utf-8', onBytes },
    (names) => {
      header = names;
      try {
        columns = resolveSjrColumns(names);
      } catch (error) {
        throw new ImportFileError(`${path.basename(file)} is not an SJR file: ${(error as Error).message}`);
      }
    },
    (fields, line) => {
      const journal = mapSjrRow(fields, columns!, header);
      const earlier = lineOf.get(journal.sourceId);
      if (earlier !== undefined) throw new CellError(`Sourceid ${journal.sourceId} already appears on line ${earlier}`);
      lineOf.set(journal.sourceId, line);
      journals.push(journal);
    },
  );
  return journals;
}
