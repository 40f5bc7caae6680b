import { loginDelayMs, loginRateLimitPolicy } from './login-policy';

describe('loginDelayMs', () => {
  it('lets the first failures through at once, then doubles from 250 ms up to 2 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 20].map((failures) => loginDelayMs(failures, 3));
    expect(delays).toEqual([0, 0, 0, 250, 500, 1_000, 2_000, 2_000, 2_000]);
  });

  it('keeps the limits in a sensible order', () => {
    const { pair, username, address, maxDelayMs } = loginRateLimitPolicy;
    for (const rule of [pair, username, address]) expect(rule.freeFailures).toBeLessThan(rule.limit);
    // One address reaches its pair limit before its address limit, and several addresses are needed to reach the
    // username's ceiling (the owner is never locked out by one attacker).
    expect(pair.limit).toBeLessThan(address.limit);
    expect(username.limit).toBeGreaterThanOrEqual(3 * address.limit);
    expect(username.freeFailures).toBeGreaterThan(pair.limit);
    expect(maxDelayMs).toBeLessThanOrEqual(2_000);
  });
});
