// POST /api/admin/login: { admin, token } with an admin-audience token; the same 401 'Login gagal' for an unknown
// admin and a wrong password (both after argon2 work); the rate limit under its own prefix (429 with Retry-After).
import * as argon2 from '@node-rs/argon2';
import { postJson, uniqueTag } from '@/test-support/account-test-data';
import { createTestAdmin, deleteTestAdmins, type TestAdmin, testAdminPassword } from '@/test-support/admin-test-data';
import { verifyToken } from '@/lib/accounts/auth/tokens';
import { replaceSingleton } from '@/lib/core/process-singleton';
import { loginLimiterName } from '@/lib/rate-limit/get-login-limiter';
import { LoginLimiter } from '@/lib/rate-limit/login-limiter';
import { loginRateLimitPolicy } from '@/lib/rate-limit/login-policy';
import { MemoryRateLimitStore } from '@/lib/rate-limit/memory-store';
import { POST as login } from './route';

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

const tag = uniqueTag();
let admin: TestAdmin;
let store: MemoryRateLimitStore;
let restoreLimiter: () => void;

beforeAll(async () => {
  admin = await createTestAdmin(tag);
});

beforeEach(() => {
  store = new MemoryRateLimitStore();
  restoreLimiter = replaceSingleton(loginLimiterName, new LoginLimiter({ store, wait: async () => undefined }));
  jest.mocked(argon2.verify).mockClear();
});

afterEach(() => restoreLimiter());

afterAll(async () => {
  await deleteTestAdmins(tag);
});

const attempt = (username: string, password: string, address = '203.0.113.9') =>
  login(postJson('/api/admin/login', { username, password }, { 'x-client-ip': address }));

describe('POST /api/admin/login', () => {
  it('answers { admin: { id, username, nama }, token } with an admin token (case-insensitive username)', async () => {
    const response = await attempt(admin.username.toUpperCase(), testAdminPassword);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { admin: unknown; token: string };
    expect(body.admin).toEqual({ id: admin.id, username: admin.username, nama: `Admin ${tag}` });
    expect(await verifyToken(body.token, 'admin')).toMatchObject({ subject: admin.id });
    expect(await verifyToken(body.token, 'user')).toBeNull();
  });

  it('gives the same 401 for a wrong password and an unknown admin, both after an argon2 verify', async () => {
    const wrong = await attempt(admin.username, 'not the password');
    const unknown = await attempt(`nobody_${tag}`, testAdminPassword);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Login gagal', code: 'unauthorized' });
    }
    expect(argon2.verify).toHaveBeenCalledTimes(2);
  });

  it('refuses one address with 429 and Retry-After past the pair limit, without checking the password', async () => {
    const attacker = '198.51.100.7';
    const firstAttempt = Date.now();
    for (let index = 0; index < loginRateLimitPolicy.pair.limit; index += 1) {
      expect((await attempt(admin.username, 'wrong', attacker)).status).toBe(401);
    }
    jest.mocked(argon2.verify).mockClear();
    const refused = await attempt(admin.username, testAdminPassword, attacker);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'tooManyAttempts', code: 'rate_limited' });
    // The window runs from the first failure: Retry-After is what is left of it, in whole seconds.
    const window = loginRateLimitPolicy.windowMs / 1000;
    const elapsed = Math.ceil((Date.now() - firstAttempt) / 1000);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeLessThanOrEqual(window);
    expect(retryAfter).toBeGreaterThanOrEqual(window - elapsed);
    expect(argon2.verify).not.toHaveBeenCalled();
  });

  it('lets the admin in from their own address after 11+ failures from elsewhere (nobody can lock the admin out)', async () => {
    for (let index = 0; index < loginRateLimitPolicy.pair.limit + 5; index += 1) {
      // The first ten from one address, then from others.
      const address = index < loginRateLimitPolicy.pair.limit ? '198.51.100.8' : `198.51.100.${100 + index}`;
      expect((await attempt(admin.username, 'wrong', address)).status).toBe(401);
    }
    expect((await attempt(admin.username, testAdminPassword, '198.51.100.8')).status).toBe(429);
    const own = await attempt(admin.username, testAdminPassword, '192.0.2.30');
    expect(own.status).toBe(200);
    expect(await verifyToken(((await own.json()) as { token: string }).token, 'admin')).toMatchObject({ subject: admin.id });
  });

  it('counts admin attempts under their own keys, apart from user logins of the same name', async () => {
    const hit = jest.spyOn(store, 'hit');
    await attempt(admin.username, 'wrong', '192.0.2.7');
    expect(hit.mock.calls.map(([key]) => key).sort()).toEqual([
      'login:address:admin:192.0.2.7',
      `login:pair:admin%3A${admin.username}:admin:192.0.2.7`,
      `login:user:admin%3A${admin.username}`,
    ]);
  });
});
