// POST /api/admin/login: { admin, token } with an admin-audience token; the same 401 'Login gagal' for an unknown
// admin and a wrong password (both after argon2 work); the rate limit under its own prefix (429 with Retry-After).
import * as argon2 from '@node-rs/argon2';
import { postJson, uniqueTag } from '@/lib/auth/account-test-data';
import { createTestAdmin, deleteTestAdmins, type TestAdmin, testAdminPassword } from '@/lib/admin/admin-test-data';
import { verifyToken } from '@/lib/auth/tokens';
import { replaceLoginLimiter } from '@/lib/rate-limit/get-login-limiter';
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
  restoreLimiter = replaceLoginLimiter(new LoginLimiter({ store, wait: async () => undefined }));
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

  it('refuses with 429 and Retry-After past the username limit, without checking the password', async () => {
    for (let index = 0; index < loginRateLimitPolicy.username.limit; index += 1) {
      expect((await attempt(admin.username, 'wrong', `198.51.100.${index}`)).status).toBe(401);
    }
    jest.mocked(argon2.verify).mockClear();
    const refused = await attempt(admin.username, testAdminPassword, '198.51.100.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(argon2.verify).not.toHaveBeenCalled();
  });

  it('counts admin attempts under their own keys, apart from user logins of the same name', async () => {
    const hit = jest.spyOn(store, 'hit');
    await attempt(admin.username, 'wrong', '192.0.2.7');
    expect(hit.mock.calls.map(([key]) => key).sort()).toEqual([
      'login:address:admin:192.0.2.7',
      `login:user:admin:${admin.username}`,
    ]);
  });
});
