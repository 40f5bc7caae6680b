// An operator's spreadsheet as rows of cells, whatever its form: .xlsx through exceljs (the first sheet whose header
// names a title column; a banner row above the header is allowed), or .csv through the catalogue's reader (comma,
// semicolon or tab, UTF-8). Each row keeps its number in the file, so errors can name it.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as ExcelJS from 'exceljs';
import { ImportFileError } from './import-file-error';
import { detectDelimiter } from './parse-delimited';
import { readTable } from './read-table';

export interface SheetCell {
  text: string;
  /** Excel's own typing: a number cell may have lost an ISSN's leading zeros, a date cell is unambiguous. */
  kind: 'text' | 'number' | 'date';
}

export interface Spreadsheet {
  label: string;
  /** "row" in a workbook, "line" in a CSV: the word the operator's program uses. */
  unit: 'row' | 'line';
  header: string[];
  rows: { line: number; cells: SheetCell[] }[];
}

const textCell = (text: string): SheetCell => ({ text, kind: 'text' });

function toCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return textCell('');
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), kind: 'date' };
  if (typeof value === 'number') return { text: String(value), kind: 'number' };
  if (typeof value === 'string' || typeof value === 'boolean') return textCell(String(value));
  if ('richText' in value) return textCell(value.richText.map((part) => part.text).join(''));
  if ('result' in value) return toCell((value.result ?? null) as ExcelJS.CellValue);
  if ('hyperlink' in value) return toCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return textCell('');
  return textCell(String(value));
}

async function readWorkbook(file: string, label: string, isHeader: (names: string[]) => boolean): Promise<Spreadsheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch (error) {
    throw new ImportFileError(`${label} cannot be read as an .xlsx workbook (${(error as Error).message})`);
  }
  for (const sheet of workbook.worksheets) {
    const rows: { line: number; cells: SheetCell[] }[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: SheetCell[] = [];
      for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(toCell(row.getCell(column).value));
      rows.push({ line, cells });
    });
    const headerAt = rows.slice(0, 10).findIndex((row) => isHeader(row.cells.map((cell) => cell.text.trim())));
    if (headerAt < 0) continue;
    return {
      label,
      unit: 'row',
      header: rows[headerAt]!.cells.map((cell) => cell.text.trim()),
      rows: rows.slice(headerAt + 1),
    };
  }
  throw new ImportFileError(`${label}: no sheet has a header row with a title column (e.g. "Title" or "Source Title")`);
}

async function readCsv(file: string, label: string, isHeader: (names: string[]) => boolean): Promise<Spreadsheet> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file)).replace(/^\uFEFF/, '');
  } catch {
    throw new ImportFileError(`${label} is not UTF-8 text: save it as "CSV UTF-8"`);
  }
  const sheet: Spreadsheet = { label, unit: 'line', header: [], rows: [] };
  await readTable(
    label,
    { delimiter: detectDelimiter(text.split(/\r?\n/, 1)[0] ?? ''), encoding: 'utf-8', text },
    (header) => {
      if (!isHeader(header)) {
        throw new ImportFileError(`${label} line 1: the header has no title column (e.g. "Title" or "Source Title")`);
      }
      sheet.header = header;
    },
    (fields, line) => sheet.rows.push({ line, cells: fields.map(textCell) }),
  );
  return sheet;
}

/** `isHeader` recognises the header row (it names a title column). Blank rows are dropped. */
export async function readSpreadsheet(file: string, isHeader: (names: string[]) => boolean): Promise<Spreadsheet> {
  const label = path.basename(file);
  await stat(file).catch(() => {
    throw new ImportFileError(`File not found: ${file}`);
  });
  const extension = path.extname(file).toLowerCase();
  let sheet: Spreadsheet;
  if (extension === '.xlsx') sheet = await readWorkbook(file, label, isHeader);
  else if (extension === '.csv' || extension === '.txt') sheet = await readCsv(file, label, isHeader);
  else throw new ImportFileError(`${label}: expected an .xlsx workbook or a .csv file`);
  sheet.rows = sheet.rows.filter((row) => row.cells.some((cell) => cell.text.trim() !== ''));
  return sheet;
}
