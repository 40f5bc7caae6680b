// Maps a catalogue row to the journal page's shape (with the data's own year in
// `Total Docs. (<year>)`), plus the structured additions the page needs. Pure.
import type { Journal, JournalSjrYear } from '../generated/prisma/client';
import type { SjrYear } from '../schemas/sjr-history';
import { formatApc, formatFigure } from './format-journal-values';
import {
  chooseAcceptanceRate,
  chooseReviewTime,
  type JournalMetricRow,
  publishedFigures,
  toApcFigure,
} from './journal-figures';
import type { JournalDetail } from './journal-types';
import { scimagoUrl } from './scimago-url';
import { type DoajRow, toDoajFacts } from '../doaj/doaj-facts';

type CategoryQuartile = JournalDetail['categoryQuartiles'][number];

const textOrNull = (value: string | null): string | null => (value && value.trim() !== '' ? value : null);

function isCategoryQuartile(value: unknown): value is CategoryQuartile {
  if (typeof value !== 'object' || value === null) return false;
  const { name, quartile } = value as Record<string, unknown>;
  return typeof name === 'string' && (quartile === null || typeof quartile === 'string');
}

// A JSON column is only as well-formed as its writer: keep the entries that have the documented shape.
function parseCategoryQuartiles(json: Journal['categoryQuartiles']): CategoryQuartile[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isCategoryQuartile).map(({ name, quartile }) => ({ name, quartile }));
}

/** The columns of journal_sjr_history a journal's answer reads (`sjrHistorySelect`, ordered by year). */
export type SjrYearRow = Pick<JournalSjrYear, 'year' | 'sjr' | 'quartile' | 'hIndex' | 'documents'>;

export const sjrHistorySelect = { year: true, sjr: true, quartile: true, hIndex: true, documents: true } as const;

const quartiles = new Set(['Q1', 'Q2', 'Q3', 'Q4']);

function toSjrYear(row: SjrYearRow): SjrYear {
  const quartile = row.quartile !== null && quartiles.has(row.quartile) ? (row.quartile as SjrYear['quartile']) : null;
  return { year: row.year, sjr: row.sjr, quartile, hIndex: row.hIndex, documents: row.documents };
}

/**
 * `metrics`: the journal's published figures (journal_metrics); `sjrHistory`: its years (journal_sjr_history,
 * ascending); `doaj`: its DOAJ entry; none of them when left out.
 */
export function toJournalDetail(
  row: Journal & { metrics?: JournalMetricRow[]; sjrHistory?: SjrYearRow[]; doaj?: DoajRow | null },
): JournalDetail {
  const metrics = row.metrics ?? [];
  const reviewTime = chooseReviewTime(row, metrics);
  const acceptanceRate = chooseAcceptanceRate(row, metrics);
  // A computed key widens to `string` in an object literal; a typed record keeps the template key (and the order).
  const totalDocsOfYear = { [`Total Docs. (${row.docsYear})`]: row.totalDocsYear } as Record<
    `Total Docs. (${number})`,
    number | null
  >;
  return {
    Sourceid: row.sourceId.toString(),
    Title: row.title,
    Publisher: textOrNull(row.publisher),
    'SJR Best Quartile': textOrNull(row.sjrBestQuartile),
    Type: row.type,
    Rank: row.rank,
    Country: textOrNull(row.country),
    Region: textOrNull(row.region),
    Issn: textOrNull(row.issn),
    Coverage: textOrNull(row.coverage),
    Areas: textOrNull(row.areas) ?? (row.areaList.length > 0 ? row.areaList.join('; ') : null),
    Categories: textOrNull(row.categories),
    SJR: row.sjr,
    'H index': row.hIndex,
    'Lama Waktu': formatFigure(reviewTime),
    Biaya: formatApc(row),
    ...totalDocsOfYear,
    'Total Docs. (3years)': row.totalDocs3Years,
    'Total Cites (3years)': row.totalCites3Years,
    'Total Refs.': row.totalRefs,
    'Cites / Doc. (2years)': row.citesPerDoc2Years,
    'Ref. / Doc.': row.refPerDoc,
    '%Female': row.femalePercent,
    SDG: row.sdg,
    Overton: row.overton,
    'Acceptance Rate': formatFigure(acceptanceRate),
    reviewTime,
    acceptanceRate,
    apc: toApcFigure(row),
    figures: publishedFigures(metrics),
    categoryQuartiles: parseCategoryQuartiles(row.categoryQuartiles),
    isOpenAccess: row.isOpenAccess,
    isOpenAccessDiamond: row.isOpenAccessDiamond,
    isDiscontinued: row.isDiscontinued,
    issns: row.issns,
    apcSource: row.apcAmount === null ? null : row.apcSource,
    apcYear: row.apcAmount === null ? null : row.apcYear,
    dataYear: row.dataYear,
    sjrPrevious:
      row.sjrPrevious !== null && row.sjrPreviousYear !== null
        ? { value: row.sjrPrevious, year: row.sjrPreviousYear }
        : null,
    scimagoUrl: scimagoUrl(row.sourceId.toString()),
    website: textOrNull(row.website) ? { url: row.website!, source: textOrNull(row.websiteSource) } : null,
    history: (row.sjrHistory ?? []).map(toSjrYear),
    doaj: toDoajFacts(row.doaj),
  };
}
