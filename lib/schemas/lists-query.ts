// Query parameters of the reference-list calls (spec §5, §7, §9): the predatory lists' name search, and the pages,
// search and filters of the new and discontinued titles. Anything malformed is a 400 with its path, never a 500.
import { z } from 'zod';

/** Spec §9: new and discontinued journals, 20 per page. */
export const DEFAULT_LIST_PAGE_SIZE = 20;
export const MAX_LIST_PAGE_SIZE = 100;
export const MAX_LIST_PAGE = 10_000;

// A form's empty field means "not given", not a filter on ''.
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional());

export const listPaginationSchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_LIST_PAGE).default(1)),
  // Clamped rather than refused, as the catalogue does, so a client asking for more still gets an answer.
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_LIST_PAGE_SIZE)
      .transform((limit) => Math.min(limit, MAX_LIST_PAGE_SIZE)),
  ),
});

export const predatoryListQuerySchema = z.object({ q: optionalText });

export const newJournalsQuerySchema = listPaginationSchema.extend({ q: optionalText, publisher: optionalText });

export const discontinuedJournalsQuerySchema = listPaginationSchema.extend({
  q: optionalText,
  reason: optionalText,
  publisher: optionalText,
  // Spec §5: the year filter is an exact match.
  year: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1900).max(2100).optional()),
});

export type PredatoryListQuery = z.infer<typeof predatoryListQuerySchema>;
export type NewJournalsQuery = z.infer<typeof newJournalsQuerySchema>;
export type DiscontinuedJournalsQuery = z.infer<typeof discontinuedJournalsQuerySchema>;
