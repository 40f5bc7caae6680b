// Query parameters of the catalogue calls: pagination, the three exact filters and the title search.
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

export const journalFilterSchema = z.object({
  field: filterText,
  quartile: z.preprocess(emptyToUndefined, z.enum(QUARTILES).optional()),
  category: filterText,
});

export const journalListQuerySchema = journalPaginationSchema.extend(journalFilterSchema.shape);

export const journalSearchQuerySchema = journalListQuerySchema.extend({
  q: safeText().trim().min(1).max(200),
});

export type JournalFilters = z.infer<typeof journalFilterSchema>;
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;
export type JournalSearchQuery = z.infer<typeof journalSearchQuerySchema>;
