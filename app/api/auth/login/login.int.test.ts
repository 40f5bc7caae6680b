// POST /api/auth/login: { token, isPremium } for the right password, the same 401 for a wrong
// password and an unknown user (after the same argon2 work), and the rate limit per username-and-address pair, per
// address and per username across addresses (over the memory, the Redis and the PostgreSQL store), driven through the handler with
// an injected clock and delay so no test sleeps.
import * as argon2 from '@node-rs/argon2';
import { Redis } from 'ioredis';
import { verifyToken } from '@/lib/accounts/auth/tokens';
import { createTestAccount, deleteTestAccounts, postJson, type TestAccount, testPassword, uniqueTag } from '@/test-support/account-test-data';
import { dummyPasswordHash } from '@/lib/accounts/auth/verify-password';
import { env } from '@/lib/core/env';
import { replaceSingleton } from '@/lib/core/process-singleton';
import { loginLimiterName } from '@/lib/rate-limit/get-login-limiter';
import { LoginLimiter } from '@/lib/rate-limit/login-limiter';
import { loginRateLimitPolicy } from '@/lib/rate-limit/login-policy';
import { db } from '@/lib/core/db';
import { MemoryRateLimitStore } from '@/lib/rate-limit/memory-store';
import { PostgresRateLimitStore } from '@/lib/rate-limit/postgres-store';
import type { RateLimitStore } from '@/lib/rate-limit/rate-limit-store';
import { RedisRateLimitStore } from '@/lib/rate-limit/redis-store';
import { POST as login } from './route';

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

// The rate-limit tests run real argon2 checks, dozens per test: on a busy 2-core machine that outlasts Jest's 5 s.
jest.setTimeout(30_000);

const tag = uniqueTag();
let free: TestAccount;
let premium: TestAccount;
let lapsed: TestAccount;

let clock = Date.now();
let waits: number[] = [];
let restoreLimiter: () => void;
// The Redis store's runs need a Redis (REDIS_URL, default the local one): the multi-instance path is not optional.
const redis = new Redis(env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });

beforeAll(async () => {
  free = await createTestAccount(tag, 'free');
  premium = await createTestAccount(tag, 'premium', { premiumExpiresAt: new Date(Date.now() + 86_400_000) });
  lapsed = await createTestAccount(tag, 'lapsed', { premiumExpiresAt: new Date(Date.now() - 1_000) });
});

beforeEach(() => {
  // A fresh limiter per test: counts never leak between tests, and the clock and delays are the test's.
  waits = [];
  restoreLimiter = replaceSingleton(loginLimiterName, 
    new LoginLimiter({
      store: new MemoryRateLimitStore(),
      now: () => clock,
      wait: async (ms) => {
        waits.push(ms);
      },
    }),
  );
});

afterEach(() => restoreLimiter());

afterAll(async () => {
  await deleteTestAccounts(tag);
  const leftovers = await redis.keys('jf-test:*:ratelimit:login:*');
  if (leftovers.length > 0) await redis.del(...leftovers);
  await redis.quit();
});

function attempt(username: string, password: string, address?: string) {
  return login(postJson('/api/auth/login', { username, password }, address ? { 'x-client-ip': address } : {}));
}

describe('POST /api/auth/login', () => {
  it('answers { token, isPremium } with a user token for the right password, never cached', async () => {
    const response = await attempt(free.username, testPassword);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['isPremium', 'token']);
    expect(body.isPremium).toBe(false);
    expect((await verifyToken(body.token, 'user'))?.subject).toBe(free.id);
    expect(await verifyToken(body.token, 'admin')).toBeNull();
  });

  it('reports isPremium from premiumExpiresAt: true while it is ahead, false once it has passed', async () => {
    expect(await (await attempt(premium.username, testPassword)).json()).toMatchObject({ isPremium: true });
    expect(await (await attempt(lapsed.username, testPassword)).json()).toMatchObject({ isPremium: false });
  });

  it('ignores the case of the username', async () => {
    expect((await attempt(free.username.toUpperCase(), testPassword)).status).toBe(200);
  });

  it('gives a wrong password and an unknown user the same 401, after verifying a hash in both cases', async () => {
    const verify = jest.mocked(argon2.verify);
    verify.mockClear();
    const wrongPassword = await attempt(free.username, `${testPassword}!`);
    const unknownUser = await attempt(`nobody_${tag}`, testPassword);
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const bodies = [await wrongPassword.json(), await unknownUser.json()];
    expect(bodies[0]).toEqual({ message: 'invalidCredentials', code: 'unauthorized' });
    expect(bodies[1]).toEqual(bodies[0]);
    // The unknown user costs the same argon2 work, against the dummy hash of the same parameters.
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[1]?.[0]).toBe(dummyPasswordHash);
  });

  it('refuses a missing field with 400', async () => {
    const response = await login(postJson('/api/auth/login', { username: free.username }));
    expect(response.status).toBe(400);
    expect((await response.json()).details[0].path).toBe('password');
  });
});

const storeOf = {
  memory: (): RateLimitStore => new MemoryRateLimitStore(),
  redis: (): RateLimitStore => new RedisRateLimitStore(() => redis, `jf-test:${uniqueTag()}:`),
  postgres: (): RateLimitStore => new PostgresRateLimitStore(db, `test:${uniqueTag()}:`),
};

describe.each(['memory', 'redis', 'postgres'] as const)('login rate limit (%s store)', (storeKind) => {
  const { pair: pairRule, address: addressRule, username: userRule, windowMs } = loginRateLimitPolicy;

  beforeEach(() => {
    // The same limiter over the store under test: counts shared through Redis or PostgreSQL behave as those in memory.
    restoreLimiter();
    restoreLimiter = replaceSingleton(loginLimiterName, 
      new LoginLimiter({
        store: storeOf[storeKind](),
        now: () => clock,
        wait: async (ms) => {
          waits.push(ms);
        },
      }),
    );
  });

  it('slows repeated failures of one username from one address, then refuses with 429 and Retry-After until the window ends', async () => {
    const address = '203.0.113.10';
    for (let failure = 0; failure < pairRule.limit; failure += 1) {
      expect((await attempt(free.username, 'wrong password', address)).status).toBe(401);
    }
    // No delay for the first few, then a growing one, capped at 2 s.
    expect(waits.slice(0, 4)).toEqual([250, 500, 1_000, 2_000]);
    expect(waits).toHaveLength(pairRule.limit - pairRule.freeFailures);
    expect(Math.max(...waits)).toBeLessThanOrEqual(2_000);

    // Past the limit even the right password is refused from there, whatever the case of the username.
    const refused = await attempt(free.username.toUpperCase(), testPassword, address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'tooManyAttempts', code: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBe(String(windowMs / 1000));

    clock += windowMs / 2;
    const stillRefused = await attempt(free.username, testPassword, address);
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers.get('retry-after')).toBe(String(windowMs / 2000));

    clock += windowMs / 2;
    expect((await attempt(free.username, testPassword, address)).status).toBe(200);
  });

  it('lets the owner sign in from their own address after 11+ failures from elsewhere, while the attacker is refused', async () => {
    const attacker = '203.0.113.66';
    for (let failure = 0; failure < pairRule.limit; failure += 1) {
      expect((await attempt(premium.username, 'wrong password', attacker)).status).toBe(401);
    }
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await attempt(premium.username, 'wrong password', `198.51.100.${failure}`)).status).toBe(401);
    }
    const attackerAgain = await attempt(premium.username, testPassword, attacker);
    expect(attackerAgain.status).toBe(429);
    expect(await attackerAgain.json()).toEqual({ message: 'tooManyAttempts', code: 'rate_limited' });

    const owner = await attempt(premium.username, testPassword, '192.0.2.55');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ isPremium: true });
  });

  it('past the per-username ceiling refuses new addresses but still lets the owner in from a known one', async () => {
    const home = '192.0.2.56';
    expect((await attempt(lapsed.username, testPassword, home)).status).toBe(200);
    for (let failure = 0; failure < userRule.limit; failure += 1) {
      // A botnet: every failure from its own address, so only the username's ceiling can catch it.
      const address = `10.${Math.floor(failure / 250)}.${failure % 250}.1`;
      expect((await attempt(lapsed.username, 'wrong password', address)).status).toBe(401);
    }
    const stranger = await attempt(lapsed.username, testPassword, '198.51.100.250');
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get('retry-after')).toBe(String(windowMs / 1000));
    expect((await attempt(lapsed.username, testPassword, home)).status).toBe(200);
  });

  it('counts unknown usernames like known ones', async () => {
    const ghost = `ghost_${tag}`;
    for (let failure = 0; failure < pairRule.limit; failure += 1) await attempt(ghost, testPassword, '203.0.113.11');
    expect((await attempt(ghost, testPassword, '203.0.113.11')).status).toBe(429);
  });

  it('starts the pair count again after a successful login', async () => {
    // No address (as when x-client-ip is missing): the pair alone, without the address counter's own delays.
    const address = undefined;
    for (let failure = 0; failure < pairRule.limit - 1; failure += 1) {
      await attempt(premium.username, 'wrong password', address);
    }
    const delaysBefore = waits.length;
    expect((await attempt(premium.username, testPassword, address)).status).toBe(200);
    waits = [];
    for (let failure = 0; failure < pairRule.limit; failure += 1) {
      expect((await attempt(premium.username, 'wrong password', address)).status).toBe(401);
    }
    expect(delaysBefore).toBeGreaterThan(0);
    expect(waits[0]).toBe(250); // the first delays come back only after freeFailures new failures
    expect(waits).toHaveLength(pairRule.limit - pairRule.freeFailures);
    expect((await attempt(premium.username, testPassword, address)).status).toBe(429);
  });

  it('slows and then refuses one address trying many usernames, leaving other addresses alone', async () => {
    const address = '203.0.113.77';
    for (let failure = 0; failure < addressRule.limit; failure += 1) {
      // A new username every time: only the address counter can catch this.
      expect((await attempt(`spray${failure}_${tag}`, 'wrong password', address)).status).toBe(401);
    }
    expect(waits[0]).toBe(250);
    expect(waits).toHaveLength(addressRule.limit - addressRule.freeFailures);

    const refused = await attempt(free.username, testPassword, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(windowMs / 1000));
    expect((await attempt(free.username, testPassword, '198.51.100.20')).status).toBe(200);
  });

  it('does not count a successful login against its address', async () => {
    const address = '203.0.113.78';
    for (let login = 0; login < addressRule.limit + 5; login += 1) {
      expect((await attempt(lapsed.username, testPassword, address)).status).toBe(200);
    }
    expect(waits).toEqual([]);
  });
});
