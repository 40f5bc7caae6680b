// Registration per client address: every attempt that reaches the account check counts (a 201 or a 409 alike), so
// neither mass account creation (each an argon2 hash) nor testing which usernames and emails exist is fast.
import { rateLimitedError } from './rate-limited-error';
import type { RateLimitStore } from './rate-limit-store';

export interface RegisterLimiterOptions {
  store: RateLimitStore;
  limit: number;
  windowMs: number;
  /** The clock, injectable so tests move through windows without sleeping. */
  now?: () => number;
}

export class RegisterLimiter {
  constructor(private readonly options: RegisterLimiterOptions) {}

  /**
   * Counts one attempt from `address` (the trusted x-client-ip) and refuses it with 429 `tooManyRegistrations` and
   * Retry-After past the limit. Without an address nothing is counted: one shared bucket would let one client stop
   * everybody's registrations.
   */
  async count(address: string | null): Promise<void> {
    if (!address) return;
    const { store, limit, windowMs } = this.options;
    const now = (this.options.now ?? Date.now)();
    const counter = await store.hit(`register:address:${address}`, now, windowMs);
    if (counter.count > limit) throw rateLimitedError(counter.resetAt - now, 'tooManyRegistrations');
  }
}
