// The catalogue's filters as a Prisma `where`: a field or category matches one whole semicolon-split entry (the clean
// names in area_list / category_list, GIN-indexed), never a substring; the quartile matches exactly.
// journal-filter-sql.ts says the same in SQL for the search; the integration tests hold both to the same cases.
import type { Prisma } from '../generated/prisma/client';
import type { JournalFilters } from '../schemas/journal-query';

export function journalFilterWhere({ field, quartile, category }: JournalFilters): Prisma.JournalWhereInput {
  return {
    ...(field !== undefined && { areaList: { has: field } }),
    ...(quartile !== undefined && { sjrBestQuartile: quartile }),
    ...(category !== undefined && { categoryList: { has: category } }),
  };
}
