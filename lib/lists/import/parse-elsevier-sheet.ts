// Elsevier's discontinued-sources and accepted-titles spreadsheets to records, every row checked before anything is
// written. The first bad row rejects the file with its row (xlsx) or line (csv) number and the column's own name.
import { ImportFileError } from '../../import/import-file-error';
import { CellError } from '../../import/parse-values';
import {
  acceptedAliases,
  discontinuedAliases,
  type ElsevierField,
  fieldOfHeader,
  resolveColumns,
} from './elsevier-columns';
import type { DiscontinuedJournalRecord, NewJournalRecord } from './list-records';
import { parseAcceptedDate } from './parse-accepted-date';
import { optionalText, parseIssnCell, parseYearCell, readCoverage } from './parse-elsevier-values';
import { readSpreadsheet, type SheetCell } from '../../import/read-spreadsheet';

export type ElsevierKind = 'discontinued' | 'accepted';

export interface ParsedRow<T> {
  line: number;
  record: T;
  issns: string[];
}

export interface ParsedSheet<T> {
  label: string;
  unit: 'row' | 'line';
  rows: ParsedRow<T>[];
  ignoredColumns: string[];
  /** Rows whose coverage note names no volume or issue (kept as text in `coverage`). */
  coverageNotRead: number[];
}

type Cells = (field: ElsevierField) => SheetCell | undefined;

function readSourceId(cell: SheetCell | undefined): string | null {
  const text = cell?.text.trim() ?? '';
  if (text === '') return null;
  if (!/^\d{1,18}(\.0+)?$/.test(text)) throw new CellError(`"${text}" is not a Scopus Sourceid`);
  return text.replace(/\.0+$/, '').replace(/^0+(?=\d)/, '');
}

function common(cells: Cells) {
  const title = optionalText(cells('title'));
  if (!title) throw new CellError('the title is empty');
  const issn = cells('issn') ? parseIssnCell(cells('issn')!) : null;
  const eissn = cells('eissn') ? parseIssnCell(cells('eissn')!) : null;
  return { sourceId: readSourceId(cells('sourceId')), title, issn, eissn, publisher: optionalText(cells('publisher')) };
}

function toDiscontinued(cells: Cells, onCoverageNotRead: () => void): DiscontinuedJournalRecord {
  const coverage = optionalText(cells('coverage'));
  const fromNote = coverage ? readCoverage(coverage) : { volume: null, issue: null, pageRange: null };
  if (coverage && !fromNote.volume && !fromNote.issue) onCoverageNotRead();
  return {
    ...common(cells),
    reason: optionalText(cells('reason')),
    year: cells('year') ? parseYearCell(cells('year')!) : null,
    // Columns of their own win over what the coverage note says.
    volume: optionalText(cells('volume')) ?? fromNote.volume,
    issue: optionalText(cells('issue')) ?? fromNote.issue,
    pageRange: optionalText(cells('pageRange')) ?? fromNote.pageRange,
    coverage,
  };
}

function toAccepted(cells: Cells): NewJournalRecord {
  return { ...common(cells), ...parseAcceptedDate(cells('date'), cells('month'), cells('year')) };
}

export async function parseElsevierSheet(
  file: string,
  kind: 'discontinued',
): Promise<ParsedSheet<DiscontinuedJournalRecord>>;
export async function parseElsevierSheet(file: string, kind: 'accepted'): Promise<ParsedSheet<NewJournalRecord>>;
export async function parseElsevierSheet(
  file: string,
  kind: ElsevierKind,
): Promise<ParsedSheet<DiscontinuedJournalRecord | NewJournalRecord>> {
  const aliases = kind === 'discontinued' ? discontinuedAliases : acceptedAliases;
  const sheet = await readSpreadsheet(file, (names) => names.some((name) => fieldOfHeader(name, aliases) === 'title'));
  const where = (line: number) => `${sheet.label} ${sheet.unit} ${line}`;
  let columns: ReturnType<typeof resolveColumns>;
  try {
    columns = resolveColumns(sheet.header, aliases);
  } catch (error) {
    throw new ImportFileError(`${sheet.label}: ${(error as Error).message}`);
  }
  const coverageNotRead: number[] = [];
  const rows = sheet.rows.map(({ line, cells }) => {
    const cellOf: Cells = (field) => {
      const index = columns.indexOf[field];
      return index === undefined ? undefined : (cells[index] ?? { text: '', kind: 'text' });
    };
    try {
      const record =
        kind === 'discontinued' ? toDiscontinued(cellOf, () => coverageNotRead.push(line)) : toAccepted(cellOf);
      return { line, record, issns: [record.issn, record.eissn].filter((issn): issn is string => issn !== null) };
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      throw new ImportFileError(`${where(line)}: ${error.message}`);
    }
  });
  if (rows.length === 0) throw new ImportFileError(`${sheet.label} has a header but no titles`);
  return { label: sheet.label, unit: sheet.unit, rows, ignoredColumns: columns.ignored, coverageNotRead };
}
