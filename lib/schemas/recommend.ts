// The body of POST /api/ai/recommend: an abstract of 50 to 10,000 characters after trimming, how
// many journals (1–50, 20 by default), whether SINTA journals join the ranking (left out: when the abstract is written
// in Indonesian), and filters applied after ranking.
import { z } from 'zod';
import { journalFilterSchema, OPEN_ACCESS_OPTIONS } from './journal-query';
import { emptyToUndefined } from './query-fields';
import { safeText } from './safe-text';
import { sintaLevelField } from './sinta-query';

/** The minimum abstract length, counted after trimming. */
export const MIN_ABSTRACT_LENGTH = 50;
/** Longer abstracts are refused with 413 by the handler (a schema error would be a 400). */
export const MAX_ABSTRACT_LENGTH = 10_000;
export const DEFAULT_RECOMMEND_LIMIT = 20;
export const MAX_RECOMMEND_LIMIT = 50;

/**
 * The home page's filters, read as the catalogue reads them (journal-query.ts: field, category, quartile and its floor
 * minQuartile, country, open access, source type, maximum APC in USD, maximum review days), plus the SINTA level's
 * floor. `openAccess` also takes true/false (yes/no), as this API always did. How each one judges a SINTA journal,
 * which has no quartile, category, APC, review time or open-access flag in the data: lib/recommend/journal-filter.ts.
 */
export const recommendFiltersSchema = journalFilterSchema.extend({
  openAccess: z.preprocess(
    (value) => (value === true ? 'yes' : value === false ? 'no' : emptyToUndefined(value)),
    z.enum(OPEN_ACCESS_OPTIONS).optional(),
  ),
  minSintaLevel: sintaLevelField,
});

/** `records` (the default): the plain array of records; `full`: the answer's envelope (recommendation-answer.ts). */
export const RECOMMEND_VIEWS = ['records', 'full'] as const;
export const recommendQuerySchema = z.object({ view: z.enum(RECOMMEND_VIEWS).default('records') });

export const recommendRequestSchema = z.object({
  abstract: safeText({ isMultiLine: true }).trim().min(MIN_ABSTRACT_LENGTH, 'abstractTooShort'),
  limit: z.number().int().min(1).max(MAX_RECOMMEND_LIMIT).default(DEFAULT_RECOMMEND_LIMIT),
  /** Left out, the service decides by the abstract's language: SINTA joins for an abstract written in Indonesian. */
  includeSinta: z.boolean().optional(),
  filters: recommendFiltersSchema.default({}),
});

export type RecommendFilters = z.infer<typeof recommendFiltersSchema>;
export type RecommendRequest = z.infer<typeof recommendRequestSchema>;
export type RecommendFilterName = keyof RecommendFilters;
export type RecommendView = (typeof RECOMMEND_VIEWS)[number];
