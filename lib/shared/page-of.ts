// The page envelope of every catalogue list: `{ data, pagination: { page, limit, total, pages } }`. A call that once
// answered the full list answers one page of it, with `page`/`limit` query parameters.

import type { Page } from '../catalogue/journal-types';

export function pageOf<T>(data: T[], { page, limit, total }: { page: number; limit: number; total: number }): Page<T> {
  return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
