// The new-titles page's query: search text and publisher, 20 per page, as the API call. Pure.
export const NEW_JOURNALS_PAGE_SIZE = 20;

export interface NewScopusFilters {
  /** Name, ISSN, E-ISSN or publisher; '' when none. */
  q: string;
  /** '' means every publisher. */
  publisher: string;
}

export function newJournalsUrl({ q, publisher }: NewScopusFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(NEW_JOURNALS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (publisher) params.set('publisher', publisher);
  return `/api/journal/new?${params}`;
}

/** The filter badge's count: the search text and the publisher, each when given. */
export function countActiveFilters(filters: NewScopusFilters): number {
  return [filters.q, filters.publisher].filter((value) => value.trim() !== '').length;
}
