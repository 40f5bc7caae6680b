// POST /api/auth/password: 401 without a user token; 400 for a body outside the registration policy (also a new
// password equal to the username, which only the server can check) and for a wrong current password; success ends
// every other session, keeps the caller's through a new token, and makes login take the new password only. The current
// password is guessed no faster here than at login: the same limiter, with an injected clock and delay so nothing sleeps.
import { createTestAccount, deleteTestAccounts, postJson, type TestAccount, testPassword, uniqueTag } from '@/test-support/account-test-data';
import { signToken, signUserToken, verifyToken } from '@/lib/accounts/auth/tokens';
import { db } from '@/lib/core/db';
import { replaceSingleton } from '@/lib/core/process-singleton';
import { loginLimiterName } from '@/lib/rate-limit/get-login-limiter';
import { LoginLimiter } from '@/lib/rate-limit/login-limiter';
import { MemoryRateLimitStore } from '@/lib/rate-limit/memory-store';
import { POST as login } from '../login/route';
import { GET as me } from '../me/route';
import { POST as changePassword } from './route';

// Each test hashes and verifies with argon2 a dozen times or more: room for a busy machine.
jest.setTimeout(20_000);

const tag = uniqueTag();
const newPassword = 'a brand new passphrase';
let clock = Date.now();
let restoreLimiter: () => void;

beforeEach(() => {
  restoreLimiter = replaceSingleton(loginLimiterName, 
    new LoginLimiter({ store: new MemoryRateLimitStore(), now: () => clock, wait: async () => undefined }),
  );
});

afterEach(() => restoreLimiter());

afterAll(async () => {
  await deleteTestAccounts(tag);
});

let accounts = 0;
/** A fresh account per test: a test that changes the password must not change it for the next. */
const freshAccount = (options: { premiumExpiresAt?: Date } = {}) => createTestAccount(tag, `u${(accounts += 1)}`, options);

const change = (token: string | null, body: unknown, address = '198.51.100.7') =>
  changePassword(
    postJson('/api/auth/password', body, { 'x-client-ip': address, ...(token ? { 'x-auth-token': token } : {}) }),
  );
const body = (currentPassword: string, next = newPassword, repeat = next) => ({
  currentPassword,
  newPassword: next,
  newPasswordRepeat: repeat,
});
const meWith = (token: string) => me(new Request('http://localhost/api/auth/me', { headers: { 'x-auth-token': token } }));
const loginAs = (account: TestAccount, password: string, address = '198.51.100.7') =>
  login(postJson('/api/auth/login', { username: account.username, password }, { 'x-client-ip': address }));
const storedHash = async (account: TestAccount) =>
  (await db.user.findUniqueOrThrow({ where: { id: account.id }, select: { passwordHash: true } })).passwordHash;

describe('POST /api/auth/password', () => {
  it('answers 401 signed out, with a forged token or with an admin token, and changes nothing', async () => {
    const account = await freshAccount();
    const before = await storedHash(account);
    for (const token of [null, 'not-a-token', await signToken(account.id, 'admin')]) {
      const response = await change(token, body(testPassword));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'unauthorized', code: 'unauthorized' });
    }
    expect(await storedHash(account)).toBe(before);
  });

  it.each([
    ['a missing body', {}, 'currentPassword', 'currentPasswordRequired'],
    ['an empty current password', body(''), 'currentPassword', 'currentPasswordRequired'],
    ['a new password under 8 characters', body(testPassword, 'short'), 'newPassword', 'passwordLength'],
    ['a new password over 128 characters', body(testPassword, 'x'.repeat(129)), 'newPassword', 'passwordLength'],
    ['a new password with NUL', body(testPassword, 'bad\u0000password'), 'newPassword', 'textInvalid'],
    ['a repeat that differs', body(testPassword, newPassword, `${newPassword}!`), 'newPasswordRepeat', 'passwordRepeatMismatch'],
    ['a missing repeat', { currentPassword: testPassword, newPassword }, 'newPasswordRepeat', 'passwordRepeatMismatch'],
    ['the current password again', body(testPassword, testPassword), 'newPassword', 'passwordUnchanged'],
  ])('answers 400 to %s, naming the field', async (_case, payload, path, message) => {
    const account = await freshAccount();
    const before = await storedHash(account);
    const response = await change(account.token, payload);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer).toMatchObject({ code: 'bad_request', message: 'invalidInput' });
    expect(answer.details).toContainEqual({ path, message });
    expect(await storedHash(account)).toBe(before);
    expect((await meWith(account.token)).status).toBe(200);
  });

  it('refuses a new password equal to the username, whatever its case, as registration does', async () => {
    const account = await freshAccount();
    const response = await change(account.token, body(testPassword, ` ${account.username.toUpperCase()} `));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'passwordEqualsUsername',
      code: 'bad_request',
      details: [{ path: 'newPassword', message: 'passwordEqualsUsername' }],
    });
  });

  it('refuses a wrong current password with 400 on that field, and changes nothing', async () => {
    const account = await freshAccount();
    const before = await storedHash(account);
    const response = await change(account.token, body('not the password'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'currentPasswordWrong',
      code: 'bad_request',
      details: [{ path: 'currentPassword', message: 'currentPasswordWrong' }],
    });
    expect(await storedHash(account)).toBe(before);
    // Not a 401: the session is fine, only the password typed is not.
    expect((await meWith(account.token)).status).toBe(200);
    expect((await loginAs(account, testPassword)).status).toBe(200);
  });

  it('on success ends every other session, keeps this one with a new token, and login takes only the new password', async () => {
    const account = await freshAccount({ premiumExpiresAt: new Date(Date.now() + 86_400_000) });
    const laptop = account.token;
    const phone = await signUserToken(account.id);

    const response = await change(laptop, body(testPassword));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { token: string; isPremium: boolean };
    expect(Object.keys(answer).sort()).toEqual(['isPremium', 'token']);
    expect(answer.isPremium).toBe(true);
    expect((await verifyToken(answer.token, 'user'))?.subject).toBe(account.id);

    expect((await meWith(answer.token)).status).toBe(200);
    for (const token of [laptop, phone]) expect((await meWith(token)).status).toBe(401);

    const withOld = await loginAs(account, testPassword);
    expect(withOld.status).toBe(401);
    expect(await withOld.json()).toEqual({ message: 'invalidCredentials', code: 'unauthorized' });
    const withNew = await loginAs(account, newPassword);
    expect(withNew.status).toBe(200);
    expect((await meWith(((await withNew.json()) as { token: string }).token)).status).toBe(200);
    // The session that changed it can change it again.
    expect((await change(answer.token, body(newPassword, 'yet another passphrase'))).status).toBe(200);
  });

  it('lets one of two simultaneous changes win; the other finds the current password changed or its session ended', async () => {
    const account = await freshAccount();
    const [first, second] = await Promise.all([
      change(account.token, body(testPassword, 'first new passphrase')),
      change(account.token, body(testPassword, 'second new passphrase')),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    // The loser either checked the current password after the winner's commit (400), or its token after the winner
    // ended every other session, this token's included (401): both refuse the change.
    expect([400, 401]).toContain(statuses[1]);
    const [winner, loser] =
      first.status === 200 ? ['first new passphrase', 'second new passphrase'] : ['second new passphrase', 'first new passphrase'];
    expect((await loginAs(account, winner)).status).toBe(200);
    expect((await loginAs(account, loser)).status).toBe(401);
  });

  it('counts wrong current passwords with the login failures of the same username and address, then answers 429', async () => {
    const account = await freshAccount();
    const original = await storedHash(account);
    clock = Date.now();
    // The pair limit is 10 per 15 minutes: five failures here and five at login use it up together.
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await change(account.token, body(`wrong guess ${failure}`))).status).toBe(400);
      expect((await loginAs(account, `wrong login ${failure}`)).status).toBe(401);
    }
    const refused = await change(account.token, body(testPassword));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'tooManyAttempts', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await loginAs(account, testPassword)).status).toBe(429);
    expect(await storedHash(account)).toBe(original);

    // Another address is counted apart; and once the window has passed, this one may try again.
    const elsewhere = await change(account.token, body(testPassword), '203.0.113.9');
    expect(elsewhere.status).toBe(200);
    expect(await storedHash(account)).not.toBe(original);
    const { token } = (await elsewhere.json()) as { token: string };
    expect((await change(token, body(newPassword, 'after the window passed'))).status).toBe(429);
    clock += 15 * 60_000 + 1;
    expect((await change(token, body(newPassword, 'after the window passed'))).status).toBe(200);
  });
});
