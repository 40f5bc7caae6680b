import { ApiError } from '../http/api-error';
import { LoginLimiter } from './login-limiter';
import { MemoryRateLimitStore } from './memory-store';

const policy = {
  windowMs: 60_000,
  username: { limit: 4, freeFailures: 2 },
  address: { limit: 6, freeFailures: 3 },
  baseDelayMs: 100,
  maxDelayMs: 300,
};

function setUp() {
  let now = 1_000_000;
  const waits: number[] = [];
  const limiter = new LoginLimiter({
    store: new MemoryRateLimitStore(),
    policy,
    now: () => now,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { limiter, waits, advance: (ms: number) => (now += ms) };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error('expected the attempt to be refused');
  return error;
}

describe('LoginLimiter', () => {
  it('holds failing attempts longer and longer, then refuses with 429 and Retry-After until the window ends', async () => {
    const { limiter, waits, advance } = setUp();
    for (let attempt = 0; attempt < 4; attempt += 1) await limiter.begin({ username: 'ani', address: null });
    expect(waits).toEqual([100, 200]);

    advance(15_500);
    const error = await refusal(limiter.begin({ username: 'ANI', address: null }));
    expect(error.status).toBe(429);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe('tooManyAttempts');
    expect(error.headers).toEqual({ 'retry-after': '45' });

    advance(44_500);
    await limiter.begin({ username: 'ani', address: null });
    expect(waits).toEqual([100, 200]); // a fresh window starts without delay
  });

  it('clears the username count after a success', async () => {
    const { limiter, waits } = setUp();
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.begin({ username: 'budi', address: null });
    const success = await limiter.begin({ username: 'budi', address: null });
    await success.succeeded();
    for (let attempt = 0; attempt < 4; attempt += 1) await limiter.begin({ username: 'budi', address: null });
    await expect(limiter.begin({ username: 'budi', address: null })).rejects.toThrow('tooManyAttempts');
    expect(waits).toEqual([100, 200, 100, 200]);
  });

  it('counts each address across usernames, and a success takes only its own attempt back', async () => {
    const { limiter } = setUp();
    const address = '203.0.113.9';
    for (let attempt = 0; attempt < 5; attempt += 1) await limiter.begin({ username: `user${attempt}`, address });
    await (await limiter.begin({ username: 'citra', address })).succeeded(); // the 6th hit, taken back
    await limiter.begin({ username: 'dewi', address }); // the 6th failure
    const error = await refusal(limiter.begin({ username: 'eko', address }));
    expect(error.status).toBe(429);
    // Another address is not affected.
    await limiter.begin({ username: 'eko', address: '198.51.100.1' });
  });

  it('slows by the address count too', async () => {
    const { limiter, waits } = setUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await limiter.begin({ username: `user${attempt}`, address: '192.0.2.1' });
    }
    expect(waits).toEqual([100, 200]);
  });
});
