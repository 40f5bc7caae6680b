// The home page's catalogue query (title search and the field, quartile and category filters) as it travels: read
// from the page's URL (server and client read it the same way, so the server-rendered first page is the client's
// first SWR entry), written back to the URL, and turned into the API call. Pure.
import type { JournalFacets } from '@/lib/catalogue/journal-types';
import { toSafeText } from '@/lib/schemas/safe-text';

export interface CatalogueQuery {
  /** Title search; '' when none. */
  q: string;
  /** '' means "all". */
  field: string;
  quartile: string;
  category: string;
}

/** The API's own bound on `q` (lib/schemas/journal-query.ts). */
const MAX_QUERY_LENGTH = 200;
/** 4 journals a page, 2 once a search (or AI action) has started. */
export const DEFAULT_PAGE_SIZE = 4;
export const SEARCH_PAGE_SIZE = 2;

type ReadParam = (name: string) => string | null | undefined;

// A filter value the facets do not list cannot match any journal; dropping it keeps a mistyped or stale link useful.
function facetValue(raw: string | null | undefined, values: { value: string }[]): string {
  const value = raw?.trim() ?? '';
  return values.some((entry) => entry.value === value) ? value : '';
}

export function parseCatalogueQuery(read: ReadParam, facets: JournalFacets): CatalogueQuery {
  return {
    // A NUL or a half surrogate pair (a typed URL, or the cut at 200) is dropped: the API would refuse the search.
    q: toSafeText((read('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)).trim(),
    field: facetValue(read('field'), facets.fields),
    quartile: facetValue(read('quartile'), facets.quartiles),
    category: facetValue(read('category'), facets.categories),
  };
}

function toSearchParams(entries: Record<string, string | number>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) if (value !== '') params.set(name, String(value));
  return params;
}

/** `?q=…&quartile=Q1` for the page's address (shareable; the visit tracker records `q`), '' for the plain list. */
export function catalogueQueryString(query: CatalogueQuery): string {
  const params = toSearchParams({ q: query.q, field: query.field, quartile: query.quartile, category: query.category });
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API call for one page: the search call when there is a title, the list call otherwise. */
export function catalogueApiUrl(query: CatalogueQuery, page: number, limit: number): string {
  const filters = { field: query.field, quartile: query.quartile, category: query.category };
  if (query.q) return `/api/journal/search?${toSearchParams({ q: query.q, page, limit, ...filters })}`;
  return `/api/journal?${toSearchParams({ page, limit, ...filters })}`;
}

export function catalogueQueryKey(query: CatalogueQuery): string {
  return JSON.stringify([query.q, query.field, query.quartile, query.category]);
}
