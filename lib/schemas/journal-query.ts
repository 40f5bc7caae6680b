// Query parameters of the catalogue calls: pagination, the exact filters, the sort and the title search.
// Shared by the handlers and the home page (its address, read on the server and, after a back or forward, in the
// browser); anything malformed is a 400 with its path, never a 500. The values themselves: journal-query-values.ts.
import { z } from 'zod';
import { emptyToUndefined, optionalText, pageField, pageSizeField } from './query-fields';
import {
  DEFAULT_JOURNAL_PAGE_SIZE,
  EXPORT_LANGS,
  JOURNAL_SORTS,
  MAX_APC_USD,
  MAX_JOURNAL_PAGE,
  MAX_JOURNAL_PAGE_SIZE,
  MAX_REVIEW_DAYS,
  FLAG_VALUES,
  MANUSCRIPT_LANGUAGES,
  OPEN_ACCESS_OPTIONS,
  QUARTILES,
  SORT_ORDERS,
  SOURCE_TYPES,
} from './journal-query-values';
import { safeText } from './safe-text';

export * from './journal-query-values';

const filterText = optionalText();

export const journalPaginationSchema = z.object({
  page: pageField(MAX_JOURNAL_PAGE),
  // The limit is capped at 50: a larger limit is clamped rather than refused, so old clients still work.
  limit: pageSizeField(DEFAULT_JOURNAL_PAGE_SIZE, MAX_JOURNAL_PAGE_SIZE),
});

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
  /** A floor: this quartile or better ("Q3": Q1, Q2 or Q3); a journal without a quartile fails it. */
  minQuartile: optionalEnum(QUARTILES),
  category: filterText,
  /** The country as the data spells it, compared without regard to case. */
  country: optionalText(100),
  openAccess: optionalEnum(OPEN_ACCESS_OPTIONS),
  type: sourceType,
  /** In USD; EUR and CHF prices are converted by lib/catalogue/apc-in-usd.ts. Unknown prices fail it unless diamond. */
  maxApc: optionalWhole(MAX_APC_USD),
  /** The review time the card shows, in days; unknown review times fail it. */
  maxReviewDays: optionalWhole(MAX_REVIEW_DAYS),
  /** Accepts manuscripts in this language, by DOAJ's list (`id` Indonesian, `en` English); a journal outside DOAJ fails it. */
  language: optionalEnum(Object.keys(MANUSCRIPT_LANGUAGES) as [keyof typeof MANUSCRIPT_LANGUAGES, ...(keyof typeof MANUSCRIPT_LANGUAGES)[]]),
  /** `yes`: listed in DOAJ (matched by ISSN). */
  inDoaj: optionalEnum(FLAG_VALUES),
  /** `yes`: charges no APC (a diamond journal by SJR or DOAJ, or a publisher's price of 0). */
  noApc: optionalEnum(FLAG_VALUES),
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

/** The export: the search or list's query without pagination, and the language of the header row. */
export const journalExportQuerySchema = journalFacetsQuerySchema.extend(journalSortSchema.shape).extend({
  lang: z.preprocess(emptyToUndefined, z.enum(EXPORT_LANGS).default('id')),
});

export type JournalFilters = z.infer<typeof journalFilterSchema>;
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;
export type JournalSearchQuery = z.infer<typeof journalSearchQuerySchema>;
export type JournalFacetsQuery = z.infer<typeof journalFacetsQuerySchema>;
export type JournalExportQuery = z.infer<typeof journalExportQuerySchema>;
