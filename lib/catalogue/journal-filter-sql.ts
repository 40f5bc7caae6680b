// The catalogue's filters as SQL conditions for the raw search query: a field or category matches one whole
// semicolon-split entry (`@>` on the GIN-indexed arrays), never a substring; the quartile matches exactly.
// Same rule as journal-filter-where.ts; values are always bound parameters.
import { Prisma } from '../generated/prisma/client';
import type { JournalFilters } from '../schemas/journal-query';

export function journalFilterSql({ field, quartile, category }: JournalFilters): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (field !== undefined) conditions.push(Prisma.sql`area_list @> ARRAY[${field}]::text[]`);
  if (quartile !== undefined) conditions.push(Prisma.sql`sjr_best_quartile = ${quartile}`);
  if (category !== undefined) conditions.push(Prisma.sql`category_list @> ARRAY[${category}]::text[]`);
  return conditions;
}
