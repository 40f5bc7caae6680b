// Availability over protection, for every shared rate-limit store: while Redis or PostgreSQL cannot be reached, requests
// proceed unlimited and the outage is logged (one line a minute, not one per request) rather than everybody being
// refused. Passwords stay argon2-hashed, which bounds guessing speed meanwhile.
import { describeError, log } from '../core/log';

const ERROR_LOG_INTERVAL_MS = 60_000;

export class StoreOutageLog {
  private lastLoggedAt = 0;

  constructor(private readonly storeName: string) {}

  /** Runs the store command; on failure logs (at most once a minute) and answers undefined, the caller failing open. */
  async guard<T>(command: () => Promise<T>): Promise<T | undefined> {
    try {
      return await command();
    } catch (error) {
      const now = Date.now();
      if (now - this.lastLoggedAt >= ERROR_LOG_INTERVAL_MS) {
        this.lastLoggedAt = now;
        log.error(`rate limit unavailable (${this.storeName}); allowing attempts`, describeError(error));
      }
      return undefined;
    }
  }
}
