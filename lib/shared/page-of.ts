// The page envelope of every catalogue list: `{ data, pagination: { page, limit, total, pages } }`. A call that once
// answered the full list answers one page of it, with `page`/`limit` query parameters.

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export function pageOf<T>(data: T[], { page, limit, total }: { page: number; limit: number; total: number }): Page<T> {
  return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
