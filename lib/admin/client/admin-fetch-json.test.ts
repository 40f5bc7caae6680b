import { type FakeBrowser, installFakeBrowser, rejectionOf } from '../../../test-support/fake-browser';
import { ApiClientError } from '../../client/api-client-error';
import { serverMessageOf } from './admin-error-message';
import { adminFetchJson } from './admin-fetch-json';
import { ADMIN_LOGIN_PATH } from './admin-paths';

let browser: FakeBrowser;

beforeEach(() => {
  browser = installFakeBrowser();
});

afterEach(() => {
  browser.restore();
});

function signInAdmin() {
  browser.storage.set('adminToken', 'admin-token');
  browser.storage.set('adminDetails', JSON.stringify({ id: 'a1', username: 'root', nama: 'Root' }));
  // A user session in the same browser, which the admin area must leave alone.
  browser.storage.set('token', 'user-token');
}

const refusal = (call: Promise<unknown>) => rejectionOf(call, ApiClientError);

describe('adminFetchJson', () => {
  it('sends the admin token as x-admin-token and never the user token', async () => {
    signInAdmin();
    browser.answer(200, { totalUsers: 3 });
    await expect(adminFetchJson('http://api.test/api/admin/dashboard')).resolves.toEqual({ totalUsers: 3 });
    const [request] = browser.requests;
    expect(request.headers.get('x-admin-token')).toBe('admin-token');
    expect(request.headers.get('x-auth-token')).toBeNull();
    expect(request.headers.get('authorization')).toBeNull();
  });

  it("throws an ApiClientError with the server's status, code and body", async () => {
    signInAdmin();
    browser.answer(409, { message: 'usernameTaken', code: 'conflict' });
    const error = await refusal(adminFetchJson('http://api.test/api/admin/users/u1', { method: 'PUT', json: { nama: 'Ana' } }));
    expect(error).toMatchObject({ status: 409, code: 'conflict', body: { message: 'usernameTaken', code: 'conflict' } });
    expect(serverMessageOf(error)).toBe('usernameTaken');
    expect(browser.requests[0].body).toBe('{"nama":"Ana"}');
    expect(browser.navigations).toEqual([]);
  });

  it('has no server message for an answer without the error body, nor for a failure without an answer', async () => {
    signInAdmin();
    browser.answer(502, '<html>Bad gateway</html>', { statusText: 'Bad Gateway' });
    const error = await refusal(adminFetchJson('http://api.test/api/admin/users'));
    expect(error).toMatchObject({ status: 502, code: 'internal' });
    expect(serverMessageOf(error)).toBeNull();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('on a 401 clears the admin session (not the user one) and goes to the login page', async () => {
    signInAdmin();
    browser.answer(401, { message: 'adminTokenInvalid', code: 'unauthorized' });
    const error = await refusal(adminFetchJson('http://api.test/api/admin/users'));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(browser.storage.has('adminToken')).toBe(false);
    expect(browser.storage.has('adminDetails')).toBe(false);
    expect(browser.storage.get('token')).toBe('user-token');
    expect(browser.navigations).toEqual([ADMIN_LOGIN_PATH]);
    expect(browser.events).not.toContain('token-expired');
  });

  it('goes to the login page on a 401 even when no admin token was stored', async () => {
    browser.answer(401, { message: 'adminTokenMissing', code: 'unauthorized' });
    await refusal(adminFetchJson('http://api.test/api/admin/users'));
    expect(browser.requests[0].headers.get('x-admin-token')).toBeNull();
    expect(browser.navigations).toEqual([ADMIN_LOGIN_PATH]);
  });

  it("treats the login call's 401 as a wrong password: no token sent, the session kept, no navigation", async () => {
    signInAdmin();
    browser.answer(401, { message: 'Login gagal', code: 'unauthorized' });
    const error = await refusal(
      adminFetchJson('http://api.test/api/admin/login', { method: 'POST', json: { username: 'root', password: 'x' }, token: null }),
    );
    expect(serverMessageOf(error)).toBe('Login gagal');
    expect(browser.requests[0].headers.get('x-admin-token')).toBeNull();
    expect(browser.storage.get('adminToken')).toBe('admin-token');
    expect(browser.navigations).toEqual([]);
  });
});
