import { ApiError } from '../core/api-error';
import { useMemoryRateLimits, type MemoryRateLimits } from '../../test-support/memory-rate-limits';
import { checkExportRateLimit, EXPORT_RATE_LIMIT, EXPORT_RATE_WINDOW_MS } from './export-rate-limit';

let limits: MemoryRateLimits;
beforeEach(() => (limits = useMemoryRateLimits()));
afterEach(() => limits.restore());

const refusal = (promise: Promise<void>) => promise.then(() => undefined, (thrown: unknown) => thrown as ApiError);

describe('checkExportRateLimit', () => {
  it('lets EXPORT_RATE_LIMIT exports through per visitor in the window, then answers 429 with Retry-After', async () => {
    expect(EXPORT_RATE_LIMIT).toBe(10);
    for (let file = 0; file < EXPORT_RATE_LIMIT; file += 1) await checkExportRateLimit('user:ani');
    limits.advance(60_000);
    const refused = await refusal(checkExportRateLimit('user:ani'));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', message: 'tooManyAttempts' });
    expect(refused?.headers).toEqual({ 'retry-after': String((EXPORT_RATE_WINDOW_MS - 60_000) / 1000) });
    await checkExportRateLimit('address:203.0.113.9'); // another visitor
    limits.advance(EXPORT_RATE_WINDOW_MS - 60_000);
    await checkExportRateLimit('user:ani'); // a new window
  });
});
