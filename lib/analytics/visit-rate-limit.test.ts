import { ApiError } from '../core/api-error';
import { env } from '../core/env';
import { useMemoryRateLimits, type MemoryRateLimits } from '../../test-support/memory-rate-limits';
import { checkVisitRateLimit } from './visit-rate-limit';

let limits: MemoryRateLimits;
beforeEach(() => (limits = useMemoryRateLimits()));
afterEach(() => limits.restore());

const refusal = (promise: Promise<void>) => promise.then(() => undefined, (thrown: unknown) => thrown as ApiError);

describe('checkVisitRateLimit', () => {
  it('limits one session to VISIT_SESSION_RATE_LIMIT page views in the window', async () => {
    for (let view = 0; view < env.VISIT_SESSION_RATE_LIMIT; view += 1) {
      await checkVisitRateLimit({ network: `198.51.100.${view}`, sessionId: 'lq1x2y3z-abc123def456' });
    }
    const refused = await refusal(checkVisitRateLimit({ network: '192.0.2.1', sessionId: 'lq1x2y3z-abc123def456' }));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' });
    limits.advance(env.VISIT_RATE_WINDOW_SECONDS * 1000);
    await checkVisitRateLimit({ network: '192.0.2.1', sessionId: 'lq1x2y3z-abc123def456' });
  });

  it('limits one network to VISIT_RATE_LIMIT page views, whatever sessions it makes up', async () => {
    for (let view = 0; view < env.VISIT_RATE_LIMIT; view += 1) {
      await checkVisitRateLimit({ network: '2001:db8:0:1::/64', sessionId: `session-${view}` });
    }
    const refused = await refusal(checkVisitRateLimit({ network: '2001:db8:0:1::/64', sessionId: 'session-new' }));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(refused?.headers).toEqual({ 'retry-after': String(env.VISIT_RATE_WINDOW_SECONDS) });
    await checkVisitRateLimit({ network: '2001:db8:0:2::/64', sessionId: 'session-other' });
  });

  it('limits the session alone when the network is not known', async () => {
    for (let view = 0; view < env.VISIT_SESSION_RATE_LIMIT + 1; view += 1) {
      await refusal(checkVisitRateLimit({ network: null, sessionId: `only-${view}` }));
    }
    expect(limits.store.size).toBe(env.VISIT_SESSION_RATE_LIMIT + 1);
  });
});
