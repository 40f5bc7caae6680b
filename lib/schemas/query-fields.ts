// The pieces every list call's query string is read with: an empty form field (a dropdown's "all", an empty page box)
// means "not given", not a filter on ''; pages and sizes arrive as text; a size beyond the cap is clamped rather
// than refused, so a client asking for more still gets an answer.
import { z } from 'zod';
import { safeText } from './safe-text';

export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Optional free text up to `max` characters, trimmed. */
export const optionalText = (max = 200) => z.preprocess(emptyToUndefined, safeText().trim().max(max).optional());

/** A page number from 1 to `maxPage`, 1 when left out. */
export const pageField = (maxPage: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(maxPage).default(1));

/** A page size from 1, `fallback` when left out, clamped to `max`. */
export const pageSizeField = (fallback: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(fallback)
      .transform((limit) => Math.min(limit, max)),
  );
