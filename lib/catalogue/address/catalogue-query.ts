// The home page's address contract: its catalogue query (title search, filters, sort) and page as they travel: written to the page's URL
// and turned into the list, search, facets and export calls. Reading a URL back is read-catalogue-address.ts's (it
// runs the API's schema, which the browser loads only when the address changes under the page). Pure, and free of
// zod: every module of the home page's first load imports it.
import type { JournalFilters } from '@/lib/schemas/journal-query';
import {
  JOURNAL_SORTS,
  type JournalSort,
  resolveJournalSort,
  SORT_ORDERS,
  type SortOrder,
} from '@/lib/schemas/journal-query-values';

/**
 * The filters of the home page, in the address's order: the catalogue's, and the SINTA level's floor, which only the
 * recommendations (where SINTA journals join) apply.
 */
export const CATALOGUE_FILTERS = [
  'field',
  'quartile',
  'minQuartile',
  'minSintaLevel',
  'category',
  'country',
  'openAccess',
  'type',
  'maxApc',
  'maxReviewDays',
  'language',
  'inDoaj',
  'noApc',
] as const satisfies readonly (keyof JournalFilters | 'minSintaLevel')[];
export type CatalogueFilterName = (typeof CATALOGUE_FILTERS)[number];

/** Every value as the form holds it: '' means "all" (a filter) or "the default" (sort, order). */
export type CatalogueQuery = { q: string; sort: string; order: string } & Record<CatalogueFilterName, string>;

/** A catalogue query and the page of it asked for. */
export interface CatalogueAddress {
  query: CatalogueQuery;
  page: number;
}

/** 4 journals a page, 2 once a search (or AI action) has started. */
export const DEFAULT_PAGE_SIZE = 4;
export const SEARCH_PAGE_SIZE = 2;

const QUERY_NAMES = ['q', ...CATALOGUE_FILTERS, 'sort', 'order'] as const;

export const emptyCatalogueQuery: CatalogueQuery = {
  q: '',
  field: '',
  quartile: '',
  minQuartile: '',
  minSintaLevel: '',
  category: '',
  country: '',
  openAccess: '',
  type: '',
  maxApc: '',
  maxReviewDays: '',
  language: '',
  inDoaj: '',
  noApc: '',
  sort: '',
  order: '',
};

function toSearchParams(entries: Record<string, string | number>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) if (value !== '') params.set(name, String(value));
  return params;
}

/** Every parameter of a query by name, in the address's order ('' for one not set). */
export function queryEntries(query: CatalogueQuery): Record<string, string> {
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

/** The parameters the catalogue's calls take: every one but the SINTA level, which no Scopus journal has. */
function catalogueEntries(query: CatalogueQuery): Record<string, string> {
  const { minSintaLevel: _sintaOnly, ...entries } = queryEntries(query);
  return entries;
}

/** The API call for one page: the search call when there is a title, the list call otherwise. */
export function catalogueApiUrl(query: CatalogueQuery, page: number, limit: number): string {
  const { q, ...rest } = catalogueEntries(query);
  if (q) return `/api/journal/search?${toSearchParams({ q, page, limit, ...rest })}`;
  return `/api/journal?${toSearchParams({ page, limit, ...rest })}`;
}

/** The facets over the search and filters (the sort does not change what is counted). */
export function catalogueFacetsUrl(query: CatalogueQuery): string {
  const { sort: _sort, order: _order, ...counted } = catalogueEntries(query);
  const params = toSearchParams(counted).toString();
  return params ? `/api/journal/facets?${params}` : '/api/journal/facets';
}

/** The CSV of the current results, with the header row in the page's language. */
export function catalogueExportUrl(query: CatalogueQuery, lang: string): string {
  return `/api/journal/export?${toSearchParams({ ...catalogueEntries(query), lang })}`;
}

/** The filters as POST /api/ai/recommend takes them: those set, as the form holds them (its schema reads them). */
export function recommendFilterValues(query: CatalogueQuery): Partial<Record<CatalogueFilterName, string>> {
  return Object.fromEntries(CATALOGUE_FILTERS.filter((name) => query[name] !== '').map((name) => [name, query[name]]));
}

/** How many filters are set (the panel's badge). */
export function activeFilterCount(query: CatalogueQuery): number {
  return CATALOGUE_FILTERS.filter((name) => query[name] !== '').length;
}

/** The sort the results are in, defaults filled in: relevance for a search, SJR (best first) for the list. */
export function shownSort(query: CatalogueQuery): { sort: JournalSort; order: SortOrder } {
  const sort = JOURNAL_SORTS.find((name) => name === query.sort);
  const order = SORT_ORDERS.find((name) => name === query.order);
  return resolveJournalSort({ sort, order }, query.q !== '');
}
