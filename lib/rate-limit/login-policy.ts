// The login rate-limit policy in one place: failures are counted per username and per client address over a fixed
// window; past a few failures each answer waits longer (capped), past the limit attempts are refused until it ends.

export interface LoginRateLimitPolicy {
  windowMs: number;
  username: { limit: number; freeFailures: number };
  address: { limit: number; freeFailures: number };
  baseDelayMs: number;
  maxDelayMs: number;
}

export const loginRateLimitPolicy: Readonly<LoginRateLimitPolicy> = {
  windowMs: 15 * 60_000,
  // A person mistyping gets 3 quick tries; a guesser gets 10 per 15 minutes on one account.
  username: { limit: 10, freeFailures: 3 },
  // An office or campus behind one NAT address shares this counter, hence the wider margins.
  address: { limit: 30, freeFailures: 10 },
  baseDelayMs: 250,
  maxDelayMs: 2_000,
};

/** How long to hold an attempt after `failures` earlier failures: 0, then 250 ms doubling, at most maxDelayMs. */
export function loginDelayMs(
  failures: number,
  freeFailures: number,
  policy: LoginRateLimitPolicy = loginRateLimitPolicy,
): number {
  if (failures < freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - freeFailures), policy.maxDelayMs);
}
