// Applies the login policy (login-policy.ts) to one attempt. Each attempt is counted before the password is checked,
// so a burst of parallel guesses cannot all slip under the limit. Nobody can lock an owner out from elsewhere: the
// tight limit is per username and address pair, and past the per-username ceiling known addresses still get in.
import { loginDelayMs, type LoginRateLimitPolicy, loginRateLimitPolicy } from './login-policy';
import { rateLimitedError } from './rate-limited-error';
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

/** The store keys of one attempt. Usernames are encoded, so no username can end where an address begins. */
export function loginKeys(username: string, address: string | null) {
  const user = encodeURIComponent(username.toLowerCase());
  return {
    pair: `login:pair:${user}:${address ?? 'unknown'}`,
    username: `login:user:${user}`,
    address: address ? `login:address:${address}` : null,
    known: address ? `login:known:${user}:${address}` : null,
  };
}

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
   * the policy's delay. `address` is the trusted x-client-ip; without one only the username is limited (as the pair
   * "unknown"), because one shared "unknown" address bucket would let a single client lock everybody out.
   */
  async begin(input: { username: string; address: string | null }): Promise<LoginAttempt> {
    const { windowMs, pair: pairRule, address: addressRule, username: userRule } = this.policy;
    const now = this.now();
    const keys = loginKeys(input.username, input.address);
    const [pair, user, address] = await Promise.all([
      this.store.hit(keys.pair, now, windowMs),
      this.store.hit(keys.username, now, windowMs),
      keys.address ? this.store.hit(keys.address, now, windowMs) : null,
    ]);

    const blocking: WindowCounter[] = [];
    if (pair.count > pairRule.limit) blocking.push(pair);
    if (address && address.count > addressRule.limit) blocking.push(address);
    if (user.count > userRule.limit && !(keys.known && (await this.store.peek(keys.known, now)) > 0)) blocking.push(user);
    if (blocking.length > 0) throw rateLimitedError(Math.max(...blocking.map((counter) => counter.resetAt)) - now);

    // Each count includes this attempt: the ones before it are the failures (and attempts still in flight).
    const delay = Math.max(
      loginDelayMs(pair.count - 1, pairRule.freeFailures, this.policy),
      loginDelayMs(user.count - 1, userRule.freeFailures, this.policy),
      address ? loginDelayMs(address.count - 1, addressRule.freeFailures, this.policy) : 0,
    );
    if (delay > 0) await this.wait(delay);

    return {
      succeeded: async () => {
        const later = this.now();
        // The pair starts again; the address and username counters take this attempt back, so they hold failures
        // only (an owner's success must not wipe out what an attacker elsewhere has spent).
        await Promise.all([
          this.store.clear(keys.pair),
          this.store.undo(keys.username, later),
          keys.address ? this.store.undo(keys.address, later) : null,
          keys.known ? this.store.clear(keys.known) : null,
        ]);
        if (keys.known) await this.store.hit(keys.known, later, this.policy.knownAddressMs);
      },
    };
  }
}
