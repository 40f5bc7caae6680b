// The body of POST /api/ai/recommend: an abstract of 50 to 10,000 characters after trimming, how
// many journals (1–50, 20 by default), whether SINTA journals join the ranking (left out: when the abstract is written
// in Indonesian), and filters applied after ranking.
import { z } from 'zod';
import { safeText } from './safe-text';

/** The minimum abstract length, counted after trimming. */
export const MIN_ABSTRACT_LENGTH = 50;
/** Longer abstracts are refused with 413 by the handler (a schema error would be a 400). */
export const MAX_ABSTRACT_LENGTH = 10_000;
export const DEFAULT_RECOMMEND_LIMIT = 20;
export const MAX_RECOMMEND_LIMIT = 50;

export const recommendFiltersSchema = z.object({
  /** Exactly Q1–Q4, as in the catalogue's quartile filter; SINTA journals have none and are left out. */
  quartile: z.enum(['Q1', 'Q2', 'Q3', 'Q4']).optional(),
  /** SINTA journals carry no open-access flag in the data: either value leaves them out. */
  openAccess: z.boolean().optional(),
  /**
   * Highest APC in US dollars. A known price passes when it is at most this (other currencies converted at fixed
   * rates); an unknown price passes only for diamond open access (no charge by definition), so SINTA journals,
   * whose charges no data set holds, are left out.
   */
  maxApc: z.number().min(0).max(100_000).optional(),
  /** Case-insensitive, exact; SINTA journals are in Indonesia. */
  country: safeText().trim().min(1).max(100).optional(),
  /** One of the journal's fields (SJR areas, or SINTA subject areas), case-insensitive. */
  field: safeText().trim().min(1).max(200).optional(),
});

export const recommendRequestSchema = z.object({
  abstract: safeText({ isMultiLine: true }).trim().min(MIN_ABSTRACT_LENGTH, 'abstractTooShort'),
  limit: z.number().int().min(1).max(MAX_RECOMMEND_LIMIT).default(DEFAULT_RECOMMEND_LIMIT),
  /** Left out, the service decides by the abstract's language: SINTA joins for an abstract written in Indonesian. */
  includeSinta: z.boolean().optional(),
  filters: recommendFiltersSchema.default({}),
});

export type RecommendFilters = z.infer<typeof recommendFiltersSchema>;
export type RecommendRequest = z.infer<typeof recommendRequestSchema>;

/**
 * The answer's shape (`?view=`): `records`, the default, is the plain array of records the API's contract fixes; `full`
 * is the envelope with what the abstract was read as and what the filters left out (lib/recommend/recommendation-answer.ts).
 */
export const recommendQuerySchema = z.object({ view: z.enum(['records', 'full']).default('records') });
