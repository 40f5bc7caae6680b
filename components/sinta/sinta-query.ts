// The SINTA page's query and what it shows: the list call (12 a page) without search text, the search
// call (6 a page) with it; and the built-in sample, filtered by the same rules as the API, when the API fails or
// answers nothing. Pure, so the fallback rules are tested alone.
import type { Pagination } from '@/lib/shared/page-of';
import { parseSintaLevel } from '@/lib/shared/sinta-accreditation';
import type { SintaFilterOptions, SintaPage } from '@/lib/sinta/sinta-types';
import type { SintaCardJournal } from './sinta-card-journal';

export const SINTA_LIST_SIZE = 12;
export const SINTA_SEARCH_SIZE = 6;

export interface SintaQuery {
  /** The submitted title or abstract; '' for the plain list. */
  q: string;
  subject: string;
  /** 'Sinta 1' … 'Sinta 6', or ''. */
  accreditation: string;
  /** A floor, '1' … '6' ("S2 or better" is '2'), or ''. */
  minSintaLevel: string;
  page: number;
}

export const pageSizeOf = (query: SintaQuery) => (query.q ? SINTA_SEARCH_SIZE : SINTA_LIST_SIZE);

export function sintaApiUrl(query: SintaQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.subject) params.set('subject', query.subject);
  if (query.accreditation) params.set('accreditation', query.accreditation);
  if (query.minSintaLevel) params.set('minSintaLevel', query.minSintaLevel);
  params.set('page', String(query.page));
  params.set('limit', String(pageSizeOf(query)));
  return `/api/sinta/${query.q ? 'search' : 'list'}?${params}`;
}

const subjectsOf = (journal: SintaCardJournal) => journal['Subject Area'].split(',').map((area) => area.trim());

/**
 * The API's rules (lib/sinta/find-sinta-page.ts) applied to the sample: subject and level exact, the level's floor
 * that level or better, q a substring.
 */
export function filterSample(sample: readonly SintaCardJournal[], query: SintaQuery): SintaCardJournal[] {
  const needle = query.q.toLowerCase();
  const subject = query.subject.toLowerCase();
  const floor = query.minSintaLevel ? Number(query.minSintaLevel) : undefined;
  return sample.filter(
    (journal) =>
      (!subject || subjectsOf(journal).some((area) => area.toLowerCase() === subject)) &&
      (!query.accreditation || journal['Current Accreditation'] === query.accreditation) &&
      (floor === undefined || (parseSintaLevel(journal['Current Accreditation']) ?? 7) <= floor) &&
      (!needle ||
        [journal.Title, journal.Publisher ?? '', journal['Subject Area']].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** When the options call fails, the options the sample holds. */
export function sampleFilterOptions(sample: readonly SintaCardJournal[]): SintaFilterOptions {
  const subjects = new Set(sample.flatMap(subjectsOf));
  const accreditations = new Set(sample.map((journal) => journal['Current Accreditation']));
  return { subjects: [...subjects].sort(), accreditations: [...accreditations].sort() };
}

export interface SintaResults {
  journals: SintaCardJournal[];
  pagination: Pagination;
  /** Why the sample is shown, or null for the API's own answer. */
  sampleReason: 'failed' | 'empty' | null;
}

/**
 * A failure or an empty answer falls back to the sample, filtered like the API. Where the filtered sample is
 * empty too, the query simply matches nothing: the empty answer stands and 'Tidak ada hasil ditemukan.' is shown.
 */
export function resolveSintaResults(
  answer: SintaPage | undefined,
  hasFailed: boolean,
  query: SintaQuery,
  sample: readonly SintaCardJournal[],
): SintaResults | null {
  if (!hasFailed && !answer) return null;
  if (answer && answer.pagination.total > 0) return { journals: answer.data, pagination: answer.pagination, sampleReason: null };
  const matches = filterSample(sample, query);
  if (!hasFailed && matches.length === 0 && answer) return { journals: [], pagination: answer.pagination, sampleReason: null };
  const limit = pageSizeOf(query);
  const pages = Math.ceil(matches.length / limit);
  const page = Math.min(Math.max(1, query.page), Math.max(pages, 1));
  return {
    journals: matches.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: matches.length, pages },
    sampleReason: hasFailed ? 'failed' : 'empty',
  };
}
