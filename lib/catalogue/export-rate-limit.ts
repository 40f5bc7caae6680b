// How often one visitor may export: EXPORT_RATE_LIMIT files per EXPORT_RATE_WINDOW_MS, per user when signed in, per
// client address otherwise, on the process's rate-limit store (Redis with REDIS_URL). A premium export reads the whole
// catalogue (~2 s of queries): a few a minute serve any researcher and stop a loop from hogging the database.
import 'server-only';
import { ApiError } from '../core/api-error';
import { getRateLimitStore } from '../rate-limit/get-rate-limit-store';

export const EXPORT_RATE_LIMIT = 10;
export const EXPORT_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Counts one export; past the limit, 429 `tooManyAttempts` with Retry-After. */
export async function checkExportRateLimit(visitor: string, now = Date.now()): Promise<void> {
  const counter = await getRateLimitStore().hit(`export:${visitor}`, now, EXPORT_RATE_WINDOW_MS);
  if (counter.count <= EXPORT_RATE_LIMIT) return;
  const seconds = Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
  throw new ApiError('rate_limited', 'tooManyAttempts', { headers: { 'retry-after': String(seconds) } });
}
