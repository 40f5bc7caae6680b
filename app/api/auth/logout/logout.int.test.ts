// POST /api/auth/logout: 204, and every token issued before it (on any device) stops opening user routes;
// a later login works again.
import { createTestAccount, deleteTestAccounts, postJson, type TestAccount, testPassword, uniqueTag } from '@/test-support/account-test-data';
import { signUserToken } from '@/lib/accounts/auth/tokens';
import { GET as listFavorites } from '../../favorite/list/route';
import { POST as login } from '../login/route';
import { GET as me } from '../me/route';
import { POST as logout } from './route';

const tag = uniqueTag();
let account: TestAccount;

beforeAll(async () => {
  account = await createTestAccount(tag, 'leaver');
});

afterAll(async () => {
  await deleteTestAccounts(tag);
});

const meWith = (token: string) => me(new Request('http://localhost/api/auth/me', { headers: { 'x-auth-token': token } }));
const logoutWith = (headers: Record<string, string>) =>
  logout(new Request('http://localhost/api/auth/logout', { method: 'POST', headers }));

describe('POST /api/auth/logout', () => {
  it('answers 204 and refuses every token issued before it, then accepts a new login', async () => {
    const laptop = account.token;
    const phone = await signUserToken(account.id);
    expect((await meWith(laptop)).status).toBe(200);
    expect((await meWith(phone)).status).toBe(200);

    const response = await logoutWith({ authorization: `Bearer ${laptop}` });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');

    for (const token of [laptop, phone]) {
      expect((await meWith(token)).status).toBe(401);
      const favorites = await listFavorites(
        new Request('http://localhost/api/favorite/list', { headers: { authorization: `Bearer ${token}` } }),
      );
      expect(favorites.status).toBe(401);
    }
    expect((await logoutWith({ 'x-auth-token': phone })).status).toBe(401);

    const again = await login(postJson('/api/auth/login', { username: account.username, password: testPassword }));
    expect(again.status).toBe(200);
    const { token } = await again.json();
    expect((await meWith(token)).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    const response = await logoutWith({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'unauthorized', code: 'unauthorized' });
  });
});
