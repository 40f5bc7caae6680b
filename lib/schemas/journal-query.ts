// Query parameters of the catalogue calls: pagination, the exact filters, the sort and the title search.
// Shared by the handlers and the home page's client; anything malformed is a 400 with its path, never a 500.
import { z } from 'zod';
import { emptyToUndefined, optionalText, pageField, pageSizeField } from './query-fields';
import { safeText } from './safe-text';

export const QUARTILES = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quartile = (typeof QUARTILES)[number];

/** The home page shows 4 journals per page. */
export const DEFAULT_JOURNAL_PAGE_SIZE = 4;
export const MAX_JOURNAL_PAGE_SIZE = 50;
/** Far beyond the last page of the whole catalogue at any page size; stops absurd OFFSETs. */
export const MAX_JOURNAL_PAGE = 10_000;

const filterText = optionalText();

export const journalPaginationSchema = z.object({
  page: pageField(MAX_JOURNAL_PAGE),
  // The limit is capped at 50: a larger limit is clamped rather than refused, so old clients still work.
  limit: pageSizeField(DEFAULT_JOURNAL_PAGE_SIZE, MAX_JOURNAL_PAGE_SIZE),
});

/** What the list and search can be sorted by; `relevance` is the search's ranking, and the list's SJR order. */
export const JOURNAL_SORTS = ['relevance', 'sjr', 'hIndex', 'quartile', 'apc', 'reviewTime'] as const;
export type JournalSort = (typeof JOURNAL_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Each sort's natural direction: the best first (highest SJR and H index, Q1, cheapest, fastest review). */
export const DEFAULT_SORT_ORDER: Record<JournalSort, SortOrder> = {
  relevance: 'desc',
  sjr: 'desc',
  hIndex: 'desc',
  quartile: 'asc',
  apc: 'asc',
  reviewTime: 'asc',
};

/** The source types of the SCImago data (journals.type). */
export const SOURCE_TYPES = ['journal', 'book series', 'conference and proceedings', 'trade journal'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
/** `diamond`: open access without a charge to authors (journals.is_open_access_diamond). */
export const OPEN_ACCESS_OPTIONS = ['yes', 'no', 'diamond'] as const;
export type OpenAccessOption = (typeof OPEN_ACCESS_OPTIONS)[number];

export const MAX_APC_USD = 100_000;
export const MAX_REVIEW_DAYS = 3_650;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values).optional());
const optionalWhole = (max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(max).optional());
// Source types are lower-case in the data; a client sending "Journal" means the same.
const sourceType = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toLowerCase()) : value),
  z.enum(SOURCE_TYPES).optional(),
);

export const journalFilterSchema = z.object({
  field: filterText,
  quartile: optionalEnum(QUARTILES),
  category: filterText,
  /** The country as the data spells it, compared without regard to case. */
  country: optionalText(100),
  openAccess: optionalEnum(OPEN_ACCESS_OPTIONS),
  type: sourceType,
  /** In USD; EUR and CHF prices are converted as lib/recommend/journal-filter.ts does. Unknown prices fail it. */
  maxApc: optionalWhole(MAX_APC_USD),
  /** The review time the card shows, in days; unknown review times fail it. */
  maxReviewDays: optionalWhole(MAX_REVIEW_DAYS),
});

export const journalSortSchema = z.object({
  sort: optionalEnum(JOURNAL_SORTS),
  order: optionalEnum(SORT_ORDERS),
});

export const journalListQuerySchema = journalPaginationSchema
  .extend(journalFilterSchema.shape)
  .extend(journalSortSchema.shape);

export const journalSearchQuerySchema = journalListQuerySchema.extend({
  q: safeText().trim().min(1).max(200),
});

/** The facets call: the search's q is optional (no q and no filter: the whole catalogue's counts). */
export const journalFacetsQuerySchema = journalFilterSchema.extend({
  q: z.preprocess(emptyToUndefined, safeText().trim().min(1).max(200).optional()),
});

export const EXPORT_LANGS = ['id', 'en'] as const;
/** The export: the search or list's query without pagination, and the language of the header row. */
export const journalExportQuerySchema = journalFacetsQuerySchema.extend(journalSortSchema.shape).extend({
  lang: z.preprocess(emptyToUndefined, z.enum(EXPORT_LANGS).default('id')),
});

/** The sort and direction a query asks for, with the defaults filled in: a search by relevance, the list by SJR. */
export function resolveJournalSort(
  query: { sort?: JournalSort; order?: SortOrder },
  isSearch: boolean,
): { sort: JournalSort; order: SortOrder } {
  const asked = query.sort ?? (isSearch ? 'relevance' : 'sjr');
  const sort = asked === 'relevance' && !isSearch ? 'sjr' : asked;
  return { sort, order: query.order ?? DEFAULT_SORT_ORDER[sort] };
}

export type JournalFilters = z.infer<typeof journalFilterSchema>;
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;
export type JournalSearchQuery = z.infer<typeof journalSearchQuerySchema>;
export type JournalFacetsQuery = z.infer<typeof journalFacetsQuerySchema>;
export type JournalExportQuery = z.infer<typeof journalExportQuerySchema>;
