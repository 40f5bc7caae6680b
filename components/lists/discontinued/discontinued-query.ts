// The discontinued page's query: search text, reason, publisher and year, 20 per page, as the API
// call. Pure.
export const DISCONTINUED_PAGE_SIZE = 20;

export interface DiscontinuedFilters {
  q: string;
  reason: string;
  publisher: string;
  /** '' or a year as the dropdown gives it. */
  year: string;
}

export const noDiscontinuedFilters: DiscontinuedFilters = { q: '', reason: '', publisher: '', year: '' };

export function discontinuedUrl(filters: DiscontinuedFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(DISCONTINUED_PAGE_SIZE) });
  for (const name of ['q', 'reason', 'publisher', 'year'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  return `/api/journal/dis?${params}`;
}

/** The filter badge's count, as on the new-titles page: the search text and each panel filter given. */
export function countDiscontinuedFilters({ q, reason, publisher, year }: DiscontinuedFilters): number {
  return [q, reason, publisher, year].filter((value) => value.trim() !== '').length;
}
