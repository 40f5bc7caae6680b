// Query parameters of the SINTA calls: subject and accreditation filters, pages of 12 (list) or 6
// (search), the search text (a title or a pasted abstract), and the website of one journal.
import { z } from 'zod';
import { parseSintaLevel } from '../shared/sinta-accreditation';
import { emptyToUndefined, optionalText, pageField, pageSizeField } from './query-fields';
import { safeText } from './safe-text';

/** 12 per page for the list, 6 after a search. */
export const DEFAULT_SINTA_LIST_SIZE = 12;
export const DEFAULT_SINTA_SEARCH_SIZE = 6;
export const MAX_SINTA_PAGE_SIZE = 60;
export const MAX_SINTA_PAGE = 10_000;
/** The search text: a title, a few words or a whole abstract (400 words stay under it), short enough for a URL. */
export const MAX_SINTA_QUERY_LENGTH = 4000;

const page = pageField(MAX_SINTA_PAGE);
const limit = (fallback: number) => pageSizeField(fallback, MAX_SINTA_PAGE_SIZE);

/**
 * A SINTA level, 1..6, in any spelling: "Sinta 3" as the filter options give it, "S3", "3", or the number 3 (a JSON
 * body). '' means not given.
 */
export const sintaLevelField = z.preprocess(
  (value) => emptyToUndefined(typeof value === 'number' ? String(value) : value),
  safeText()
    .transform((text, context) => {
      const level = parseSintaLevel(text);
      if (level === null) {
        context.addIssue({ code: 'custom', message: 'accreditationInvalid' });
        return z.NEVER;
      }
      return level;
    })
    .optional(),
);

export const sintaFilterSchema = z.object({
  subject: optionalText(100),
  /** Exactly this level. */
  accreditation: sintaLevelField,
  /** A floor: this level or better ("S2": Sinta 1 or Sinta 2; 1 is the best). */
  minSintaLevel: sintaLevelField,
});

export const sintaListQuerySchema = sintaFilterSchema.extend({
  page,
  limit: limit(DEFAULT_SINTA_LIST_SIZE),
});

export const sintaSearchQuerySchema = sintaFilterSchema.extend({
  // The page's textarea takes a title, a few words or an abstract. Multi-line: a pasted abstract keeps its line breaks.
  q: safeText({ isMultiLine: true }).trim().min(1).max(MAX_SINTA_QUERY_LENGTH),
  page,
  limit: limit(DEFAULT_SINTA_SEARCH_SIZE),
});

export const sintaDetailQuerySchema = z.object({ website: safeText().trim().min(1).max(2000) });

export type SintaFilters = z.infer<typeof sintaFilterSchema>;
export type SintaListQuery = z.infer<typeof sintaListQuerySchema>;
export type SintaSearchQuery = z.infer<typeof sintaSearchQuerySchema>;
