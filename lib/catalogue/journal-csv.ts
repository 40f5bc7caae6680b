// The export's CSV: the card's values as columns, each figure with what it measures, its source and date, and the
// DOAJ entry's facts, headed by a comment line naming the data's sources (DOAJ's licence too) and which rows the file
// holds. Written for the visitor's language as its
// spreadsheets open a CSV: Indonesian with ";" between cells, a decimal comma and Indonesian words, English with ","
// and a decimal point. Figures are number cells (SJR, H index, APC amount, review time, acceptance rate), their unit,
// kind and currency in cells of their own; ISSNs hyphenated ("0046-1520"), so no spreadsheet takes one for a number
// and drops its leading zeros. A UTF-8 byte order mark opens the file, for Excel to read its accents and "≈". Pure.
import { COMMA_DIALECT, type CsvDialect, csvRow, SEMICOLON_DIALECT } from './csv-cell';
import type { JournalListRow } from './to-journal-list-item';
import { toJournalListItem } from './to-journal-list-item';
import type { ApcFigure, FigureMeasure, JournalFigure } from './journal-types';
import type { DoajFacts } from '../doaj/doaj-facts';

export type ExportLang = 'id' | 'en';

/** A card's columns plus the export's own: ISSNs, SJR, H index, open access. */
export type JournalExportRow = JournalListRow & {
  /** Normalised 8-character ISSNs (no hyphen). */
  issns: string[];
  sjr: number | null;
  hIndex: number | null;
  isOpenAccess: boolean;
  isOpenAccessDiamond: boolean;
};

export const CSV_DIALECTS: Record<ExportLang, CsvDialect> = { id: SEMICOLON_DIALECT, en: COMMA_DIALECT };

const BYTE_ORDER_MARK = '\uFEFF';

// The DOAJ entry's columns, last: DOAJ's journal metadata is CC BY-SA 4.0, which the comment line says.
const DOAJ_HEADERS: Record<ExportLang, string[]> = {
  en: ['In DOAJ', 'DOAJ Seal', 'Licence', 'Manuscript languages', 'APC (DOAJ)', 'DOAJ record', 'DOAJ date'],
  id: ['Di DOAJ', 'Segel DOAJ', 'Lisensi', 'Bahasa naskah', 'APC (DOAJ)', 'Rekaman DOAJ', 'Tanggal DOAJ'],
};

const HEADERS: Record<ExportLang, string[]> = {
  en: [
    'Title', 'ISSN', 'Publisher', 'Country', 'Quartile', 'SJR 2025', 'H index', 'Fields', 'Categories',
    'APC', 'APC currency', 'APC kind', 'APC year', 'APC source', 'Review time', 'Review time unit',
    'Review time measures', 'Review time source', 'Review time date', 'Acceptance rate (%)', 'Acceptance rate source',
    'Acceptance rate date', 'Open access',
    ...DOAJ_HEADERS.en,
  ],
  id: [
    'Judul', 'ISSN', 'Penerbit', 'Negara', 'Kuartil', 'SJR 2025', 'Indeks H', 'Bidang', 'Kategori',
    'APC', 'Mata uang APC', 'Jenis APC', 'Tahun APC', 'Sumber APC', 'Lama review', 'Satuan lama review',
    'Yang diukur lama review', 'Sumber lama review', 'Tanggal lama review', 'Tingkat penerimaan (%)',
    'Sumber tingkat penerimaan', 'Tanggal tingkat penerimaan', 'Akses terbuka',
    ...DOAJ_HEADERS.id,
  ],
};

const SOURCES: Record<ExportLang, string> = {
  en:
    'Sources: SCImago Journal & Country Rank (SJR 2025, Scopus data), https://www.scimagojr.com; APC: publishers\' ' +
    'prices (APC dataverse, Butler et al. 2024, doi:10.7910/DVN/CR1MMV, 2019-2023; Wiley Journal Finder 2026), else ' +
    'an estimate from SJR 2024 data (APC kind "estimate"); review times and acceptance rates: Wiley Journal Finder ' +
    '(observed 2026-08-11), PLOS (medians 2022-11-29 to 2023-11-29), or the operator\'s own; DOAJ columns: ' +
    'Directory of Open Access Journals (DOAJ), https://doaj.org, CC BY-SA 4.0',
  id:
    'Sumber: SCImago Journal & Country Rank (SJR 2025, data Scopus), https://www.scimagojr.com; APC: harga penerbit ' +
    '(APC dataverse, Butler dkk. 2024, doi:10.7910/DVN/CR1MMV, 2019-2023; Wiley Journal Finder 2026), bila tidak ada ' +
    'perkiraan dari data SJR 2024 (jenis APC "perkiraan"); lama review dan tingkat penerimaan: Wiley Journal Finder ' +
    '(diamati 2026-08-11), PLOS (median 2022-11-29 s.d. 2023-11-29), atau milik operator; kolom DOAJ: ' +
    'Directory of Open Access Journals (DOAJ), https://doaj.org, CC BY-SA 4.0',
};

interface Words {
  openAccess: { yes: string; no: string; diamond: string };
  apcKind: Record<ApcFigure['kind'], string>;
  unit: Record<'days' | 'weeks', string>;
  measure: Record<Exclude<FigureMeasure, 'acceptance_rate'>, string>;
  median: string;
}

const WORDS: Record<ExportLang, Words> = {
  en: {
    openAccess: { yes: 'yes', no: 'no', diamond: 'diamond (no APC)' },
    apcKind: { publisher: 'publisher price', estimate: 'estimate', noCharge: 'no charge' },
    unit: { days: 'days', weeks: 'weeks' },
    measure: {
      review_time: 'review time',
      first_decision: 'to first decision',
      submission_to_acceptance: 'from submission to acceptance',
      submission_to_publication: 'from submission to publication',
      acceptance_to_publication: 'from acceptance to publication',
    },
    median: 'median',
  },
  id: {
    openAccess: { yes: 'ya', no: 'tidak', diamond: 'diamond (tanpa APC)' },
    apcKind: { publisher: 'harga penerbit', estimate: 'perkiraan', noCharge: 'tanpa biaya' },
    unit: { days: 'hari', weeks: 'minggu' },
    measure: {
      review_time: 'lama review',
      first_decision: 'hingga keputusan pertama',
      submission_to_acceptance: 'pengiriman hingga diterima',
      submission_to_publication: 'pengiriman hingga terbit',
      acceptance_to_publication: 'diterima hingga terbit',
    },
    median: 'median',
  },
};

const INCOMPLETE: Record<ExportLang, string> = {
  en: 'INCOMPLETE FILE: the export stopped after {rows} rows ({reason}); export again for the whole list',
  id: 'FILE TIDAK LENGKAP: ekspor berhenti setelah {rows} baris ({reason}); ekspor ulang untuk daftar lengkap',
};

const STOP_REASONS: Record<ExportLang, Record<ExportStopReason, string>> = {
  en: { database: 'the database did not answer', timeLimit: 'the export took too long', stopping: 'the server is stopping', error: 'a server error' },
  id: { database: 'basis data tidak menjawab', timeLimit: 'ekspor terlalu lama', stopping: 'server sedang berhenti', error: 'kesalahan server' },
};

/** Why an export ended before its last row. */
export type ExportStopReason = 'database' | 'timeLimit' | 'stopping' | 'error';

/** The first line: the byte order mark, the sources, and the rows held ("all 120 matching journals" or "the first 4 of 120"). */
export function journalCsvComment(lang: ExportLang, shown: number, total: number): string {
  const rows =
    lang === 'en'
      ? shown >= total
        ? `Rows: all ${total} matching journals`
        : `Rows: the first ${shown} of ${total} matching journals (premium exports all)`
      : shown >= total
        ? `Baris: semua ${total} jurnal yang cocok`
        : `Baris: ${shown} pertama dari ${total} jurnal yang cocok (premium mengekspor semuanya)`;
  // One cell (quoted as needed) so spreadsheets read it as one line; '#' marks it a comment for CSV readers.
  return BYTE_ORDER_MARK + csvRow([`# ${SOURCES[lang]}. ${rows}.`], CSV_DIALECTS[lang]);
}

export function journalCsvHeader(lang: ExportLang): string {
  return csvRow(HEADERS[lang], CSV_DIALECTS[lang]);
}

/** The last line of a file cut short, saying so in one cell, so no one takes what came before for the whole list. */
export function journalCsvIncomplete(lang: ExportLang, rows: number, reason: ExportStopReason): string {
  const text = INCOMPLETE[lang].replace('{rows}', String(rows)).replace('{reason}', STOP_REASONS[lang][reason]);
  return csvRow([`# ${text}`], CSV_DIALECTS[lang]);
}

/** "0046-1520, 1532-6985": each ISSN as printed, never a number. */
export const hyphenatedIssns = (issns: readonly string[]): string =>
  issns.map((issn) => `${issn.slice(0, 4)}-${issn.slice(4)}`).join(', ');

const figureDate = (figure: JournalFigure | null | undefined) =>
  figure?.periodStart ? `${figure.periodStart}/${figure.date}` : (figure?.date ?? null);

function measureWords(figure: JournalFigure, words: Words): string | null {
  if (figure.measure === 'acceptance_rate') return null;
  const measure = words.measure[figure.measure];
  return figure.statistic === 'median' ? `${measure} (${words.median})` : measure;
}

function doajCells(doaj: DoajFacts | null | undefined, words: Words): (string | null)[] {
  const yesNo = (value: boolean) => (value ? words.openAccess.yes : words.openAccess.no);
  if (!doaj) return [yesNo(false), null, null, null, null, null, null];
  return [
    yesNo(true),
    yesNo(doaj.hasSeal),
    doaj.licences.join(', '),
    doaj.languages.join(', '),
    yesNo(doaj.hasApc),
    doaj.url,
    doaj.date,
  ];
}

export function journalCsvRow(row: JournalExportRow, lang: ExportLang): string {
  const item = toJournalListItem(row);
  const words = WORDS[lang];
  const review = item.reviewTime;
  const apc = item.apc;
  const openAccess = row.isOpenAccessDiamond ? 'diamond' : row.isOpenAccess ? 'yes' : 'no';
  return csvRow(
    [
      item['Nama Jurnal'],
      hyphenatedIssns(row.issns),
      item.Publisher,
      item.Country,
      item.Quartile,
      row.sjr,
      row.hIndex,
      item.Bidang,
      item.Categories,
      apc?.amount ?? null,
      apc?.currency ?? null,
      apc ? words.apcKind[apc.kind] : null,
      apc?.year ?? null,
      apc?.source ?? null,
      review?.value ?? null,
      review && review.unit !== 'percent' ? words.unit[review.unit] : null,
      review ? measureWords(review, words) : null,
      review?.source ?? null,
      figureDate(review),
      item.acceptanceRate?.value ?? null,
      item.acceptanceRate?.source ?? null,
      figureDate(item.acceptanceRate),
      words.openAccess[openAccess],
      ...doajCells(item.doaj, words),
    ],
    CSV_DIALECTS[lang],
  );
}
