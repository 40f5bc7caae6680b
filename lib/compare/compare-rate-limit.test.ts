import { ApiError } from '../core/api-error';
import { useMemoryRateLimits, type MemoryRateLimits } from '../../test-support/memory-rate-limits';
import { checkCompareRateLimit, COMPARE_RATE_LIMIT, COMPARE_RATE_WINDOW_MS } from './compare-rate-limit';

let limits: MemoryRateLimits;
beforeEach(() => (limits = useMemoryRateLimits()));
afterEach(() => limits.restore());

const refusal = (promise: Promise<void>) => promise.then(() => undefined, (thrown: unknown) => thrown as ApiError);

describe('checkCompareRateLimit', () => {
  it('lets COMPARE_RATE_LIMIT comparisons through per address in the window, then answers 429 with Retry-After', async () => {
    for (let call = 0; call < COMPARE_RATE_LIMIT; call += 1) await checkCompareRateLimit('203.0.113.20');
    const refused = await refusal(checkCompareRateLimit('203.0.113.20'));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(refused?.headers).toEqual({ 'retry-after': String(COMPARE_RATE_WINDOW_MS / 1000) });
    await checkCompareRateLimit('198.51.100.20');
    limits.advance(COMPARE_RATE_WINDOW_MS);
    await checkCompareRateLimit('203.0.113.20');
  });

  it('counts nothing without an address', async () => {
    for (let call = 0; call < COMPARE_RATE_LIMIT + 5; call += 1) await checkCompareRateLimit(null);
    expect(limits.store.size).toBe(0);
  });
});
