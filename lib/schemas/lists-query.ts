// Query parameters of the reference-list calls: the predatory lists' name search and pages, and the pages,
// search and filters of the new and discontinued titles. Anything malformed is a 400 with its path, never a 500.
import { z } from 'zod';
import { NAME_INITIALS } from '../shared/name-initials';
import { emptyToUndefined, optionalText, pageField, pageSizeField } from './query-fields';

/** New and discontinued journals: 20 per page. */
export const DEFAULT_LIST_PAGE_SIZE = 20;
export const MAX_LIST_PAGE_SIZE = 100;
export const MAX_LIST_PAGE = 10_000;

const text = optionalText();

export const listPaginationSchema = z.object({
  page: pageField(MAX_LIST_PAGE),
  limit: pageSizeField(DEFAULT_LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE),
});

/** The predatory lists: 30 entries a page (ten rows of the three-column grid), at most 500 to an API client. */
export const PREDATORY_PAGE_SIZE = 30;
export const MAX_PREDATORY_PAGE_SIZE = 500;

const optionalNumber = (max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(max).optional());

/** The A–Z filter: '#' (digits, signs, other scripts) or a letter, in either case. */
const letterField = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toUpperCase()) : value),
  z.enum(NAME_INITIALS).optional(),
);

// Spec §7: without page and limit the calls answer the whole list; with either, one page (30 unless limit says).
export const predatoryListQuerySchema = z
  .object({
    q: text,
    letter: letterField,
    page: optionalNumber(MAX_LIST_PAGE),
    limit: optionalNumber(Number.MAX_SAFE_INTEGER).transform((limit) => (limit === undefined ? undefined : Math.min(limit, MAX_PREDATORY_PAGE_SIZE))),
  })
  .transform(({ page, limit, ...rest }) => ({
    ...rest,
    paging: page === undefined && limit === undefined ? null : { page: page ?? 1, limit: limit ?? PREDATORY_PAGE_SIZE },
  }));

export const newJournalsQuerySchema = listPaginationSchema.extend({ q: text, publisher: text });

export const discontinuedJournalsQuerySchema = listPaginationSchema.extend({
  q: text,
  reason: text,
  publisher: text,
  // The year filter is an exact match (reason and publisher are case-insensitive substrings).
  year: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1900).max(2100).optional()),
});

export type PredatoryListQuery = z.infer<typeof predatoryListQuerySchema>;
export type NewJournalsQuery = z.infer<typeof newJournalsQuerySchema>;
export type DiscontinuedJournalsQuery = z.infer<typeof discontinuedJournalsQuerySchema>;
