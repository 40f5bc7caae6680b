// How often one visitor may export: EXPORT_RATE_LIMIT files per EXPORT_RATE_WINDOW_MS, per user when signed in, per
// client address otherwise. A premium export reads the whole catalogue (~2 s of queries): a few a minute serve any
// researcher and stop a loop from hogging the database.
import 'server-only';
import { checkRateLimit } from '../rate-limit/check-rate-limit';

export const EXPORT_RATE_LIMIT = 10;
export const EXPORT_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Counts one export; past the limit, 429 `tooManyAttempts` with Retry-After. */
export async function checkExportRateLimit(visitor: string): Promise<void> {
  await checkRateLimit(`export:${visitor}`, { limit: EXPORT_RATE_LIMIT, windowMs: EXPORT_RATE_WINDOW_MS });
}
