import { ApiError } from '../../core/api-error';
import { env } from '../../core/env';
import { useMemoryRateLimits, type MemoryRateLimits } from '../../../test-support/memory-rate-limits';
import { checkRegistrationRateLimit } from './registration-rate-limit';

const policy = { REGISTER_RATE_LIMIT: env.REGISTER_RATE_LIMIT, REGISTER_RATE_WINDOW_SECONDS: env.REGISTER_RATE_WINDOW_SECONDS };
let limits: MemoryRateLimits;

beforeEach(() => {
  Object.assign(env, { REGISTER_RATE_LIMIT: 3, REGISTER_RATE_WINDOW_SECONDS: 60 });
  limits = useMemoryRateLimits(5_000_000);
});

afterEach(() => {
  limits.restore();
  Object.assign(env, policy);
});

describe('checkRegistrationRateLimit', () => {
  it('lets `limit` attempts through per address, then refuses with 429 tooManyRegistrations and Retry-After', async () => {
    const { advance } = limits;
    for (let attempt = 0; attempt < 3; attempt += 1) await checkRegistrationRateLimit('203.0.113.5');
    advance(20_000);
    const error = await checkRegistrationRateLimit('203.0.113.5').then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'tooManyRegistrations' });
    expect((error as ApiError).headers).toEqual({ 'retry-after': '40' });
    // Other addresses are not affected, and the window ends.
    await checkRegistrationRateLimit('198.51.100.5');
    advance(40_000);
    await checkRegistrationRateLimit('203.0.113.5');
  });

  it('counts nothing without an address', async () => {
    const { store } = limits;
    for (let attempt = 0; attempt < 10; attempt += 1) await checkRegistrationRateLimit(null);
    expect(store.size).toBe(0);
  });
});
