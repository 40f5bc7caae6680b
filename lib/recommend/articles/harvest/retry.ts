// Retrying a request that failed for a passing reason (429, a 5xx, a network error, a page cut short): at most
// `attempts` tries in all, waiting between them what the server asked in Retry-After, or else base × 2^n (n = the
// failures so far) capped at maxDelayMs. A Retry-After longer than maxRetryAfterMs (a daily allowance spent, not a
// burst) is not waited for: the error goes up at once, marked so, and the caller decides (the harvest stops and
// resumes on a later run). Errors not marked retryable go up at once. Sleep and clock are injected for tests.

export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 300_000,
};

/** A failure worth another try; retryAfterMs is the server's own wait when it gave one. */
export class RetryableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    readonly isRateLimit = false,
  ) {
    super(message);
    this.name = 'RetryableError';
  }
}

/** Thrown when tries ran out, or the server asked for a longer wait than the policy allows. */
export class RetriesExhaustedError extends Error {
  constructor(
    readonly last: RetryableError,
    readonly tries: number,
    readonly isWaitTooLong = false,
  ) {
    super(isWaitTooLong ? `${last.message} (asked to wait ${Math.round((last.retryAfterMs ?? 0) / 1000)} s)` : `${last.message} (after ${tries} tries)`);
    this.name = 'RetriesExhaustedError';
  }

  get isRateLimit(): boolean {
    return this.last.isRateLimit;
  }
}

/**
 * Retry-After in milliseconds: delta-seconds ("120") or an HTTP date (the wait until then, at least 0); undefined when
 * absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ("Tue, 24 Nov 2026 12:00:30 GMT"); bare numbers are not dates.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before try number `failures + 1`. */
export function retryDelay(error: RetryableError, failures: number, policy: RetryPolicy): number {
  if (error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failures - 1));
}

export async function withRetries<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  sleep: (ms: number) => Promise<void>,
  onRetry?: (error: RetryableError, waitMs: number, failures: number) => void,
): Promise<T> {
  for (let failures = 0; ; ) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      failures += 1;
      if (error.retryAfterMs !== undefined && error.retryAfterMs > policy.maxRetryAfterMs) {
        throw new RetriesExhaustedError(error, failures, true);
      }
      if (failures >= policy.attempts) throw new RetriesExhaustedError(error, failures);
      const wait = retryDelay(error, failures, policy);
      onRetry?.(error, wait, failures);
      await sleep(wait);
    }
  }
}
