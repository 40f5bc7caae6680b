// The export's CSV: the card's values as columns, each figure with what it measures, its source and date, and the
// DOAJ entry's facts, headed by a comment line naming the data's sources (DOAJ's licence too) and which rows the file
// holds. Labels in the visitor's language. Pure.
import { csvRow } from './csv-cell';
import type { JournalListRow } from './to-journal-list-item';
import { toJournalListItem } from './to-journal-list-item';
import type { JournalFigure } from './journal-types';
import type { DoajFacts } from '../doaj/doaj-facts';

export type ExportLang = 'id' | 'en';

/** A card's columns plus the export's own: ISSN, SJR, H index, open access. */
export type JournalExportRow = JournalListRow & {
  issn: string;
  sjr: number | null;
  hIndex: number | null;
  isOpenAccess: boolean;
  isOpenAccessDiamond: boolean;
};

// The DOAJ entry's columns, last: DOAJ's journal metadata is CC BY-SA 4.0, which the comment line says.
const DOAJ_HEADERS: Record<ExportLang, string[]> = {
  en: ['In DOAJ', 'DOAJ Seal', 'Licence', 'Manuscript languages', 'APC (DOAJ)', 'DOAJ record', 'DOAJ date'],
  id: ['Di DOAJ', 'Segel DOAJ', 'Lisensi', 'Bahasa naskah', 'APC (DOAJ)', 'Rekaman DOAJ', 'Tanggal DOAJ'],
};

const HEADERS: Record<ExportLang, string[]> = {
  en: [
    'Title', 'ISSN', 'Publisher', 'Country', 'Quartile', 'SJR 2025', 'H index', 'Fields', 'Categories',
    'APC', 'APC kind', 'APC year', 'APC source', 'Review time', 'Review time measures', 'Review time source',
    'Review time date', 'Acceptance rate', 'Acceptance rate source', 'Acceptance rate date', 'Open access',
    ...DOAJ_HEADERS.en,
  ],
  id: [
    'Judul', 'ISSN', 'Penerbit', 'Negara', 'Kuartil', 'SJR 2025', 'Indeks H', 'Bidang', 'Kategori',
    'APC', 'Jenis APC', 'Tahun APC', 'Sumber APC', 'Lama review', 'Yang diukur lama review', 'Sumber lama review',
    'Tanggal lama review', 'Tingkat penerimaan', 'Sumber tingkat penerimaan', 'Tanggal tingkat penerimaan',
    'Akses terbuka',
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
    'perkiraan dari data SJR 2024 (jenis APC "estimate"); lama review dan tingkat penerimaan: Wiley Journal Finder ' +
    '(diamati 2026-08-11), PLOS (median 2022-11-29 s.d. 2023-11-29), atau milik operator; kolom DOAJ: ' +
    'Directory of Open Access Journals (DOAJ), https://doaj.org, CC BY-SA 4.0',
};

const OPEN_ACCESS: Record<ExportLang, { yes: string; no: string; diamond: string }> = {
  en: { yes: 'yes', no: 'no', diamond: 'diamond (no APC)' },
  id: { yes: 'ya', no: 'tidak', diamond: 'diamond (tanpa APC)' },
};

/** The first line: the sources, and the rows held ("all 120 matching journals" or "the first 4 of 120"). */
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
  return csvRow([`# ${SOURCES[lang]}. ${rows}.`]);
}

export function journalCsvHeader(lang: ExportLang): string {
  return csvRow(HEADERS[lang]);
}

const figureDate = (figure: JournalFigure | null | undefined) =>
  figure?.periodStart ? `${figure.periodStart}/${figure.date}` : (figure?.date ?? null);

function doajCells(doaj: DoajFacts | null | undefined, lang: ExportLang): (string | null)[] {
  const yesNo = (value: boolean) => (value ? OPEN_ACCESS[lang].yes : OPEN_ACCESS[lang].no);
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
  const review = item.reviewTime;
  const openAccess = row.isOpenAccessDiamond ? 'diamond' : row.isOpenAccess ? 'yes' : 'no';
  return csvRow([
    item['Nama Jurnal'],
    row.issn,
    item.Publisher,
    item.Country,
    item.Quartile,
    row.sjr,
    row.hIndex,
    item.Bidang,
    item.Categories,
    item.Biaya,
    item.apc?.kind ?? null,
    item.apc?.year ?? null,
    item.apc?.source ?? null,
    item['Lama Waktu'],
    review ? `${review.measure}${review.statistic ? ` (${review.statistic})` : ''}` : null,
    review?.source ?? null,
    figureDate(review),
    item['Acceptance Rate'],
    item.acceptanceRate?.source ?? null,
    figureDate(item.acceptanceRate),
    OPEN_ACCESS[lang][openAccess],
    ...doajCells(item.doaj, lang),
  ]);
}
