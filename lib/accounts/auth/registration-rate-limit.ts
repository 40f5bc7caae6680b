// Registration per client address: REGISTER_RATE_LIMIT attempts per REGISTER_RATE_WINDOW_SECONDS. Every attempt that
// reaches the account check counts (a 201 or a 409 alike), so neither mass account creation (each an argon2 hash) nor
// testing which usernames and emails exist is fast.
import 'server-only';
import { env } from '../../core/env';
import { checkRateLimit } from '../../rate-limit/check-rate-limit';

/**
 * Counts one attempt from `address` (the trusted x-client-ip) and refuses it with 429 `tooManyRegistrations` and
 * Retry-After past the limit. Without an address nothing is counted: one shared bucket would let one client stop
 * everybody's registrations.
 */
export async function checkRegistrationRateLimit(address: string | null): Promise<void> {
  if (!address) return;
  await checkRateLimit(`register:address:${address}`, {
    limit: env.REGISTER_RATE_LIMIT,
    windowMs: env.REGISTER_RATE_WINDOW_SECONDS * 1000,
    message: 'tooManyRegistrations',
  });
}
