// Applies the login policy (login-policy.ts) to one attempt. Each attempt is counted before the password is checked,
// so a burst of parallel guesses cannot all slip under the limit; a success clears the username's count and takes its
// own hit back from the address's, so the address counter holds failures only.
import { ApiError } from '../http/api-error';
import { loginDelayMs, type LoginRateLimitPolicy, loginRateLimitPolicy } from './login-policy';
import type { RateLimitStore, WindowCounter } from './rate-limit-store';

export interface LoginLimiterOptions {
  store: RateLimitStore;
  policy?: LoginRateLimitPolicy;
  /** The clock, injectable so tests move through windows without sleeping. */
  now?: () => number;
  /** How an attempt is held back; injectable so tests can see the delay without waiting for it. */
  wait?: (ms: number) => Promise<void>;
}

export interface LoginAttempt {
  /** Call once the password matched. */
  succeeded(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LoginLimiter {
  private readonly store: RateLimitStore;
  private readonly policy: LoginRateLimitPolicy;
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(options: LoginLimiterOptions) {
    this.store = options.store;
    this.policy = options.policy ?? loginRateLimitPolicy;
    this.now = options.now ?? Date.now;
    this.wait = options.wait ?? sleep;
  }

  /**
   * Counts the attempt, refuses it with 429 `tooManyAttempts` (and Retry-After) past a limit, otherwise holds it for
   * the policy's delay. `address` is the trusted x-client-ip; without one only the username is limited, because one
   * shared "unknown" bucket would let a single client lock everybody out.
   */
  async begin(input: { username: string; address: string | null }): Promise<LoginAttempt> {
    const { windowMs, username: userRule, address: addressRule } = this.policy;
    const now = this.now();
    const userKey = `login:user:${input.username.toLowerCase()}`;
    const addressKey = input.address ? `login:address:${input.address}` : null;
    const [user, address] = await Promise.all([
      this.store.hit(userKey, now, windowMs),
      addressKey ? this.store.hit(addressKey, now, windowMs) : null,
    ]);

    const blocking: WindowCounter[] = [];
    if (user.count > userRule.limit) blocking.push(user);
    if (address && address.count > addressRule.limit) blocking.push(address);
    if (blocking.length > 0) throw tooManyAttempts(Math.max(...blocking.map((counter) => counter.resetAt)) - now);

    // The count includes this attempt: the ones before it are the failures (and attempts still in flight).
    const delay = Math.max(
      loginDelayMs(user.count - 1, userRule.freeFailures, this.policy),
      address ? loginDelayMs(address.count - 1, addressRule.freeFailures, this.policy) : 0,
    );
    if (delay > 0) await this.wait(delay);

    return {
      succeeded: async () => {
        await Promise.all([this.store.clear(userKey), addressKey ? this.store.undo(addressKey, this.now()) : null]);
      },
    };
  }
}

function tooManyAttempts(remainingMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new ApiError('rate_limited', 'tooManyAttempts', { headers: { 'retry-after': String(seconds) } });
}
