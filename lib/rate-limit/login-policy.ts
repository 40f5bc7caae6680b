// The login rate-limit policy in one place (OWASP ASVS v5 6.3): failures are counted per username *and* address pair
// (tight), per address (across usernames) and per username across every address (a much higher ceiling), over a
// fixed window; past a few failures each answer waits longer (capped), past a limit attempts are refused until it ends.

export interface FailureRule {
  limit: number;
  freeFailures: number;
}

export interface LoginRateLimitPolicy {
  windowMs: number;
  /** One username from one address: a person mistyping, or one guesser at one account. */
  pair: FailureRule;
  /** One address across usernames: a spray of common passwords over many accounts. */
  address: FailureRule;
  /**
   * One username from every address together: a distributed guesser. High enough that an attacker cannot reach it
   * from a few addresses, and past it the addresses the owner signed in from recently still get in.
   */
  username: FailureRule;
  /** How long a successful sign-in makes its address known for that username. */
  knownAddressMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const loginRateLimitPolicy: Readonly<LoginRateLimitPolicy> = {
  windowMs: 15 * 60_000,
  // A person mistyping gets 3 quick tries; a guesser gets 10 per 15 minutes on one account from one address.
  pair: { limit: 10, freeFailures: 3 },
  // An office or campus behind one NAT address shares this counter, hence the wider margins.
  address: { limit: 30, freeFailures: 10 },
  // Ten addresses' worth of the pair limit; past it only known addresses get in, each still under its pair limit.
  // One address alone (at most the pair limit) cannot even slow the owner down.
  username: { limit: 100, freeFailures: 20 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
  baseDelayMs: 250,
  maxDelayMs: 2_000,
};

/** How long to hold an attempt after `failures` earlier failures: 0, then 250 ms doubling, at most maxDelayMs. */
export function loginDelayMs(
  failures: number,
  freeFailures: number,
  policy: Pick<LoginRateLimitPolicy, 'baseDelayMs' | 'maxDelayMs'> = loginRateLimitPolicy,
): number {
  if (failures < freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - freeFailures), policy.maxDelayMs);
}
