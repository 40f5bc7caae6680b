// A delimited data file as its header plus records, each checked against the header's width; every problem is an
// ImportFileError naming the file and the line, so an operator can find the cell.
import path from 'node:path';
import { ImportFileError } from './import-file-error';
import { parseDelimited } from './parse-delimited';
import { CellError } from './parse-values';
import { readTextFile, type TextEncoding } from './read-text-file';

export interface TableOptions {
  delimiter: string;
  encoding: TextEncoding;
  onBytes?: (read: number, total: number) => void;
  /** RFC 4180 quoting: `""` inside a quoted field is always one quote (see parse-delimited.ts). */
  strictQuotes?: boolean;
  /** Text instead of the file's content (operators' small CSVs are read whole); the file name still labels errors. */
  text?: string;
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * Calls `onHeader` once, then `onRow` for every record, with the header's width checked (extra trailing fields, as
 * the SJR 2024 file's `;` at each line end, are allowed). A CellError thrown by either gets the file and line.
 * Returns the number of rows.
 */
export async function readTable(
  file: string,
  options: TableOptions,
  onHeader: (header: string[]) => void,
  onRow: (fields: string[], line: number) => void,
): Promise<number> {
  const label = path.basename(file);
  const chunks =
    options.text === undefined
      ? readTextFile(file, { encoding: options.encoding, onBytes: options.onBytes })
      : once(options.text);
  let header: string[] | null = null;
  let rows = 0;
  for await (const record of parseDelimited(chunks, { delimiter: options.delimiter, label, strictQuotes: options.strictQuotes })) {
    try {
      if (!header) {
        header = record.fields.map((name) => name.trim());
        onHeader(header);
        continue;
      }
      if (record.fields.length < header.length) {
        throw new CellError(`${record.fields.length} fields where the header has ${header.length}`);
      }
      onRow(record.fields, record.line);
      rows += 1;
    } catch (error) {
      if (error instanceof CellError) throw new ImportFileError(`${label} line ${record.line}: ${error.message}`);
      throw error;
    }
  }
  if (!header) throw new ImportFileError(`${label} is empty`);
  return rows;
}
