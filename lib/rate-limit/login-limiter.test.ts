import { ApiError } from '../core/api-error';
import { LoginLimiter, loginKeys } from './login-limiter';
import { MemoryRateLimitStore } from './memory-store';

const policy = {
  windowMs: 60_000,
  pair: { limit: 4, freeFailures: 2 },
  address: { limit: 6, freeFailures: 3 },
  username: { limit: 8, freeFailures: 5 },
  knownAddressMs: 600_000,
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

/** `count` failed attempts at `username`, each from its own address (a botnet): no pair or address limit applies. */
async function distributedFailures(limiter: LoginLimiter, username: string, count: number, from = 0) {
  for (let attempt = from; attempt < from + count; attempt += 1) {
    await limiter.begin({ username, address: `198.51.100.${attempt}` });
  }
}

describe('LoginLimiter', () => {
  it('holds failing attempts of one pair longer and longer, then refuses with 429 and Retry-After until the window ends', async () => {
    const { limiter, waits, advance } = setUp();
    const address = '203.0.113.1';
    for (let attempt = 0; attempt < 4; attempt += 1) await limiter.begin({ username: 'ani', address });
    expect(waits).toEqual([100, 200]);

    advance(15_500);
    const error = await refusal(limiter.begin({ username: 'ANI', address }));
    expect(error.status).toBe(429);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe('tooManyAttempts');
    expect(error.headers).toEqual({ 'retry-after': '45' });

    advance(44_500);
    await limiter.begin({ username: 'ani', address });
    expect(waits).toEqual([100, 200]); // a fresh window starts without delay
  });

  it('does not lock the owner out: failures from other addresses leave the owner\'s own pair alone', async () => {
    const { limiter } = setUp();
    const attacker = '203.0.113.66';
    for (let attempt = 0; attempt < 4; attempt += 1) await limiter.begin({ username: 'budi', address: attacker });
    expect((await refusal(limiter.begin({ username: 'budi', address: attacker }))).status).toBe(429);
    // The owner, from home, is not refused.
    await expect(limiter.begin({ username: 'budi', address: '192.0.2.44' })).resolves.toBeDefined();
  });

  it('limits the pair only: the attacker\'s address may still try other usernames up to the address limit', async () => {
    const { limiter } = setUp();
    const address = '203.0.113.2';
    for (let attempt = 0; attempt < 5; attempt += 1) await limiter.begin({ username: 'citra', address }).catch(() => undefined);
    await limiter.begin({ username: 'dewi', address }); // the 6th hit on the address, 1st on this pair
    const error = await refusal(limiter.begin({ username: 'eko', address }));
    expect(error.status).toBe(429); // the 7th: past the address limit
    await limiter.begin({ username: 'eko', address: '198.51.100.200' });
  });

  it('slows every address once the username has many failures, and past the ceiling lets in only known addresses', async () => {
    const { limiter, waits } = setUp();
    const home = '192.0.2.7';
    await (await limiter.begin({ username: 'fajar', address: home })).succeeded(); // the owner signed in from home
    await distributedFailures(limiter, 'fajar', 8);
    expect(waits).toEqual([100, 200, 300]); // the 6th to 8th failures, whatever their address

    // Past the ceiling: a new address is refused, the owner's known address still gets in (slowly).
    expect((await refusal(limiter.begin({ username: 'fajar', address: '198.51.100.99' }))).status).toBe(429);
    const atHome = await limiter.begin({ username: 'fajar', address: home });
    expect(waits.at(-1)).toBe(300);
    await atHome.succeeded();
    // The owner's success takes only its own attempt back: the attackers' failures still count.
    expect((await refusal(limiter.begin({ username: 'fajar', address: '198.51.100.98' }))).status).toBe(429);
  });

  it('forgets a known address after knownAddressMs', async () => {
    const { limiter, advance } = setUp();
    const home = '192.0.2.8';
    await (await limiter.begin({ username: 'gita', address: home })).succeeded();
    advance(policy.knownAddressMs);
    await distributedFailures(limiter, 'gita', 8);
    expect((await refusal(limiter.begin({ username: 'gita', address: home }))).status).toBe(429);
  });

  it('clears the pair after a success', async () => {
    const { limiter, waits } = setUp();
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.begin({ username: 'hadi', address: null });
    await (await limiter.begin({ username: 'hadi', address: null })).succeeded();
    for (let attempt = 0; attempt < 4; attempt += 1) await limiter.begin({ username: 'hadi', address: null });
    await expect(limiter.begin({ username: 'hadi', address: null })).rejects.toThrow('tooManyAttempts');
    expect(waits).toEqual([100, 200, 100, 200]);
  });

  it('does not count successes against the address or the username', async () => {
    const { limiter, waits } = setUp();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await (await limiter.begin({ username: 'hana', address: '203.0.113.4' })).succeeded();
    }
    expect(waits).toEqual([]);
  });

  it('limits the username alone (as the pair "unknown") when the address is not known', async () => {
    const { limiter } = setUp();
    for (let attempt = 0; attempt < 4; attempt += 1) await limiter.begin({ username: 'indah', address: null });
    expect((await refusal(limiter.begin({ username: 'indah', address: null }))).status).toBe(429);
  });

  it('keeps usernames and addresses apart in the keys', () => {
    expect(loginKeys('A:B', '1')).not.toEqual(loginKeys('a', 'b:1'));
    expect(loginKeys('Ani', '::1')).toEqual({
      pair: 'login:pair:ani:::1',
      username: 'login:user:ani',
      address: 'login:address:::1',
      known: 'login:known:ani:::1',
    });
  });
});
