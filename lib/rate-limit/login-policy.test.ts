import { loginDelayMs, loginRateLimitPolicy } from './login-policy';

describe('loginDelayMs', () => {
  it('lets the first failures through at once, then doubles from 250 ms up to 2 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 20].map((failures) => loginDelayMs(failures, 3));
    expect(delays).toEqual([0, 0, 0, 250, 500, 1_000, 2_000, 2_000, 2_000]);
  });

  it('keeps the limits in a sensible order', () => {
    const { username, address, maxDelayMs } = loginRateLimitPolicy;
    expect(username.freeFailures).toBeLessThan(username.limit);
    expect(address.freeFailures).toBeLessThan(address.limit);
    expect(username.limit).toBeLessThan(address.limit);
    expect(maxDelayMs).toBeLessThanOrEqual(2_000);
  });
});
