import { ApiError } from '../core/api-error';
import { MemoryRateLimitStore } from './memory-store';
import { RegisterLimiter } from './register-limiter';

function setUp() {
  let now = 5_000_000;
  const store = new MemoryRateLimitStore();
  const limiter = new RegisterLimiter({ store, limit: 3, windowMs: 60_000, now: () => now });
  return { limiter, store, advance: (ms: number) => (now += ms) };
}

describe('RegisterLimiter', () => {
  it('lets `limit` attempts through per address, then refuses with 429 tooManyRegistrations and Retry-After', async () => {
    const { limiter, advance } = setUp();
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.count('203.0.113.5');
    advance(20_000);
    const error = await limiter.count('203.0.113.5').then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'tooManyRegistrations' });
    expect((error as ApiError).headers).toEqual({ 'retry-after': '40' });
    // Other addresses are not affected, and the window ends.
    await limiter.count('198.51.100.5');
    advance(40_000);
    await limiter.count('203.0.113.5');
  });

  it('counts nothing without an address', async () => {
    const { limiter, store } = setUp();
    for (let attempt = 0; attempt < 10; attempt += 1) await limiter.count(null);
    expect(store.size).toBe(0);
  });
});
