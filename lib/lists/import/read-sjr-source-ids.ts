// The Sourceids of an SJR edition (here the 2024 file), read by header name: the only column the new-titles
// comparison needs. Leading zeros are dropped as the catalogue drops them, so both editions compare alike.
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import { CellError } from '../../import/parse-values';
import { readTable } from '../../import/read-table';

export async function readSjrSourceIds(
  file: string,
  onBytes?: (read: number, total: number) => void,
): Promise<Set<string>> {
  const ids = new Set<string>();
  let column = -1;
  await readTable(
    file,
    { delimiter: ';', encoding: 'utf-8', onBytes },
    (header) => {
      column = header.indexOf('Sourceid');
      if (column < 0) throw new ImportFileError(`${path.basename(file)} has no Sourceid column`);
    },
    (fields) => {
      const id = (fields[column] ?? '').trim();
      if (!/^\d{1,18}$/.test(id)) throw new CellError(`"${id}" is not a Sourceid`);
      ids.add(id.replace(/^0+(?=\d)/, ''));
    },
  );
  return ids;
}
