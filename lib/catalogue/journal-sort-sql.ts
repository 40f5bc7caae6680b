// The ORDER BY of a catalogue page: the asked sort's value in the asked direction with missing values last either
// way, then SJR rank and source id, so ties and pages stay stable. `relevance` (a search's exact, prefix, substring
// classes) is passed in by the search; the list sorts by SJR instead. Directions come from the validated enum only.
import { Prisma } from '../generated/prisma/client';
import type { JournalSort, SortOrder } from '../schemas/journal-query';
import { apcUsdSql } from './apc-in-usd';
import { reviewDaysSql } from './review-days-sql';

function sortValue(sort: JournalSort, relevance: Prisma.Sql): Prisma.Sql {
  switch (sort) {
    case 'relevance':
      // 0 is the best match: "desc" (best first) is ascending on the class.
      return Prisma.sql`-(${relevance})`;
    case 'sjr':
      return Prisma.sql`journals.sjr`;
    case 'hIndex':
      return Prisma.sql`journals.h_index`;
    case 'quartile':
      return Prisma.sql`journals.sjr_best_quartile`;
    case 'apc':
      return apcUsdSql();
    case 'reviewTime':
      return reviewDaysSql();
  }
}

/** The sort value as a column of the page's narrow query; ordered by journalOrderSql. */
export function journalSortValueSql(sort: JournalSort, relevance: Prisma.Sql = Prisma.sql`0`): Prisma.Sql {
  return sortValue(sort, relevance);
}

/** ORDER BY over the narrow query's columns sort_value, rank and source_id. */
export function journalOrderSql(order: SortOrder, prefix = ''): Prisma.Sql {
  const p = Prisma.raw(prefix);
  const direction = Prisma.raw(order === 'asc' ? 'ASC' : 'DESC');
  return Prisma.sql`${p}sort_value ${direction} NULLS LAST, ${p}rank, ${p}source_id`;
}
