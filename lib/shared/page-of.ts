// The page envelope of every catalogue list (DESIGN.md "API"): `{ data, pagination: { page, limit, total, pages } }`.

import type { Page } from '../catalogue/journal-types';

export function pageOf<T>(data: T[], { page, limit, total }: { page: number; limit: number; total: number }): Page<T> {
  return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
