// The home page's catalogue query (title search, filters, sort) and page as they travel: read from the page's URL
// through the API's own schema (server and client read it the same way, so the server-rendered first page is the
// client's first SWR entry), written back to the URL, and turned into the list, search, facets and export calls.
// A value the schema refuses (quartile=Q9, maxApc=-1, page=abc) is dropped, never an error: a stale link still opens.
// Pure.
import {
  journalListQuerySchema,
  journalSortSchema,
  type JournalFilters,
  type JournalListQuery,
  type JournalSort,
  type SortOrder,
  resolveJournalSort,
} from '@/lib/schemas/journal-query';
import { toSafeText } from '@/lib/schemas/safe-text';

/** The filters of the catalogue, in the address's order. */
export const CATALOGUE_FILTERS = [
  'field',
  'quartile',
  'category',
  'country',
  'openAccess',
  'type',
  'maxApc',
  'maxReviewDays',
] as const satisfies readonly (keyof JournalFilters)[];
export type CatalogueFilterName = (typeof CATALOGUE_FILTERS)[number];

/** Every value as the form holds it: '' means "all" (a filter) or "the default" (sort, order). */
export type CatalogueQuery = { q: string; sort: string; order: string } & Record<CatalogueFilterName, string>;

/** A catalogue query and the page of it asked for. */
export interface CatalogueAddress {
  query: CatalogueQuery;
  page: number;
}

/** The API's own bound on `q` (lib/schemas/journal-query.ts). */
const MAX_QUERY_LENGTH = 200;
/** 4 journals a page, 2 once a search (or AI action) has started. */
export const DEFAULT_PAGE_SIZE = 4;
export const SEARCH_PAGE_SIZE = 2;

const QUERY_NAMES = ['q', ...CATALOGUE_FILTERS, 'sort', 'order'] as const;
const shape = journalListQuerySchema.shape;

export const emptyCatalogueQuery: CatalogueQuery = {
  q: '',
  field: '',
  quartile: '',
  category: '',
  country: '',
  openAccess: '',
  type: '',
  maxApc: '',
  maxReviewDays: '',
  sort: '',
  order: '',
};

type ReadParam = (name: string) => string | null | undefined;

// One parameter through its schema field: the normalised value ("Journal" → "journal", " 0500" → "500"), or ''.
function validValue(name: Exclude<keyof CatalogueQuery, 'q'>, raw: string | null | undefined): string {
  const parsed = shape[name].safeParse(raw ?? undefined);
  return parsed.success && parsed.data !== undefined ? String(parsed.data) : '';
}

export function parseCatalogueAddress(read: ReadParam): CatalogueAddress {
  const query = { ...emptyCatalogueQuery };
  // A NUL or a half surrogate pair (a typed URL, or the cut at 200) is dropped: the API would refuse the search.
  query.q = toSafeText((read('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)).trim();
  for (const name of [...CATALOGUE_FILTERS, 'sort', 'order'] as const) query[name] = validValue(name, read(name));
  const page = shape.page.safeParse(read('page') ?? undefined);
  return { query, page: page.success ? page.data : 1 };
}

function toSearchParams(entries: Record<string, string | number>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) if (value !== '') params.set(name, String(value));
  return params;
}

function queryEntries(query: CatalogueQuery): Record<string, string> {
  return Object.fromEntries(QUERY_NAMES.map((name) => [name, query[name]]));
}

/**
 * `?q=…&quartile=Q1&page=2` for the page's address (shareable; the visit tracker records `q`), '' for the plain list
 * on its first page.
 */
export function catalogueQueryString({ query, page }: CatalogueAddress): string {
  const params = toSearchParams({ ...queryEntries(query), page: page > 1 ? page : '' });
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API call for one page: the search call when there is a title, the list call otherwise. */
export function catalogueApiUrl(query: CatalogueQuery, page: number, limit: number): string {
  const { q, ...rest } = queryEntries(query);
  if (q) return `/api/journal/search?${toSearchParams({ q, page, limit, ...rest })}`;
  return `/api/journal?${toSearchParams({ page, limit, ...rest })}`;
}

/** The facets over the search and filters (the sort does not change what is counted). */
export function catalogueFacetsUrl(query: CatalogueQuery): string {
  const { sort: _sort, order: _order, ...counted } = queryEntries(query);
  const params = toSearchParams(counted).toString();
  return params ? `/api/journal/facets?${params}` : '/api/journal/facets';
}

/** The CSV of the current results, with the header row in the page's language. */
export function catalogueExportUrl(query: CatalogueQuery, lang: string): string {
  return `/api/journal/export?${toSearchParams({ ...queryEntries(query), lang })}`;
}

export function catalogueQueryKey(query: CatalogueQuery): string {
  return JSON.stringify(QUERY_NAMES.map((name) => query[name]));
}

/** How many filters are set (the panel's badge). */
export function activeFilterCount(query: CatalogueQuery): number {
  return CATALOGUE_FILTERS.filter((name) => query[name] !== '').length;
}

/** The sort the results are in, defaults filled in: relevance for a search, SJR (best first) for the list. */
export function shownSort(query: CatalogueQuery): { sort: JournalSort; order: SortOrder } {
  const asked = journalSortSchema.safeParse(query);
  return resolveJournalSort(asked.success ? asked.data : {}, query.q !== '');
}

/** Page 1 of the query's filters and sort as the catalogue services take them (the server renders it). */
export function toListQuery(query: CatalogueQuery, limit: number): JournalListQuery {
  const { q: _q, ...rest } = queryEntries(query);
  return journalListQuerySchema.parse({ ...rest, page: 1, limit });
}
