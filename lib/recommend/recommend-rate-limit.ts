// Per-user limit on recommendations: RECOMMEND_RATE_LIMIT per RECOMMEND_RATE_WINDOW_SECONDS (each answer searches the
// whole index), counted in the product's one rate-limit store, so a restart does not hand out a fresh allowance.
import 'server-only';
import { env } from '../core/env';
import { checkRateLimit } from '../rate-limit/check-rate-limit';

/** Counts one recommendation for the user; past the limit, 429 `tooManyAttempts` with Retry-After. */
export async function checkRecommendRateLimit(userId: string): Promise<void> {
  await checkRateLimit(`recommend:user:${userId}`, {
    limit: env.RECOMMEND_RATE_LIMIT,
    windowMs: env.RECOMMEND_RATE_WINDOW_SECONDS * 1000,
  });
}
