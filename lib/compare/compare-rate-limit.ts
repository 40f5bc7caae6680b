// Comparisons per client address: COMPARE_RATE_LIMIT per COMPARE_RATE_WINDOW_MS. A comparison reads up to four
// journals with their figures; a researcher compares a few times a minute, a scraper looping over the catalogue is
// slowed to this pace. An office behind one address shares it, hence the margin.
import 'server-only';
import { checkRateLimit } from '../rate-limit/check-rate-limit';

export const COMPARE_RATE_LIMIT = 120;
export const COMPARE_RATE_WINDOW_MS = 60 * 1000;

/** Counts one comparison from `address` (the trusted x-client-ip); past the limit, 429 `tooManyAttempts`. */
export async function checkCompareRateLimit(address: string | null): Promise<void> {
  if (!address) return;
  await checkRateLimit(`compare:address:${address}`, { limit: COMPARE_RATE_LIMIT, windowMs: COMPARE_RATE_WINDOW_MS });
}
