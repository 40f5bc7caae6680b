// An export's CSV read as a spreadsheet of the reader's language opens it: exceljs's CSV reader (fast-csv under it,
// which drops the byte order mark) splitting on that language's list separator, each cell then read as that
// language's spreadsheet reads a typed value. Indonesian: "7,947" is 7.947 and "7.947" is 7947 (a point groups
// thousands); English the other way round. Anything else stays text, as it was written.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type SpreadsheetCell = string | number | null;

const NUMBER_PATTERNS = {
  id: { pattern: /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/, group: /\./g, decimal: ',' },
  en: { pattern: /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/, group: /,/g, decimal: '.' },
} as const;

function readCell(text: string, language: 'id' | 'en'): SpreadsheetCell {
  if (text === '') return null;
  const { pattern, group, decimal } = NUMBER_PATTERNS[language];
  if (!pattern.test(text)) return text;
  return Number(text.replace(group, '').replace(decimal, '.'));
}

/** The rows of the sheet, each cell a number, a text or null (empty). */
export async function readCsvAsSpreadsheet(
  csv: string,
  language: 'id' | 'en',
  separator: ',' | ';',
): Promise<SpreadsheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([csv]), {
    parserOptions: { delimiter: separator },
    map: (text: string) => readCell(text, language),
  });
  const rows: SpreadsheetCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    // exceljs keeps cells from 1; its values array has an empty slot 0.
    const values = (row.values as SpreadsheetCell[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => values[index] ?? null));
  });
  return rows;
}
