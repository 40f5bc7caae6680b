import { type FakeBrowser, installFakeBrowser, rejectionOf } from '../../test-support/fake-browser';
import { ApiClientError } from './api-client-error';
import { createFetchJson } from './create-fetch-json';
import { fetchJson } from './fetch-json';
import { TOKEN_EXPIRED_EVENT } from './session-storage';

let browser: FakeBrowser;

beforeEach(() => {
  browser = installFakeBrowser();
});

afterEach(() => {
  browser.restore();
});

function signIn(token: string) {
  browser.storage.set('token', token);
  browser.storage.set('isPremium', 'true');
}

const refusal = (call: Promise<unknown>) => rejectionOf(call, ApiClientError);

describe('fetchJson (the user area)', () => {
  it('sends the stored token as x-auth-token, and as a Bearer token too only when asked', async () => {
    signIn('user-token');
    browser.answer(200, { ok: true });
    browser.answer(200, { favorites: [] });

    await expect(fetchJson('http://api.test/plain')).resolves.toEqual({ ok: true });
    await fetchJson('http://api.test/favorites', { method: 'POST', json: { sourceId: 1 }, useBearer: true });

    const [plain, favorites] = browser.requests;
    expect(plain.headers.get('x-auth-token')).toBe('user-token');
    expect(plain.headers.get('authorization')).toBeNull();
    expect(plain.headers.get('x-admin-token')).toBeNull();
    expect(plain.headers.get('accept')).toBe('application/json');
    expect(favorites.headers.get('authorization')).toBe('Bearer user-token');
    expect(favorites.headers.get('content-type')).toBe('application/json');
    expect(favorites.body).toBe('{"sourceId":1}');
  });

  it('sends no token when signed out or when the call says token: null, and the given one when it names one', async () => {
    browser.answer(200, {});
    await fetchJson('http://api.test/signed-out');
    signIn('stored');
    browser.answer(200, {});
    await fetchJson('http://api.test/login', { method: 'POST', token: null });
    browser.answer(200, {});
    await fetchJson('http://api.test/me', { token: 'given' });

    expect(browser.requests.map((request) => request.headers.get('x-auth-token'))).toEqual([null, null, 'given']);
  });

  it("throws the API's error body with its status and code", async () => {
    browser.answer(403, { message: 'premiumRequired', code: 'premium_required', details: { plan: 'monthly' } });
    const error = await refusal(fetchJson('http://api.test/journal'));
    expect(error).toMatchObject({ status: 403, code: 'premium_required', message: 'premiumRequired', isServerBody: true });
    expect(error.body.details).toEqual({ plan: 'monthly' });
  });

  it('builds the error from the status when the answer has no error body', async () => {
    browser.answer(502, '<html>Bad gateway</html>', { statusText: 'Bad Gateway' });
    const error = await refusal(fetchJson('http://api.test/journal'));
    expect(error).toMatchObject({ status: 502, code: 'internal', message: 'Bad Gateway', isServerBody: false });
  });

  it('answers a 204 with undefined', async () => {
    browser.answer(204);
    await expect(fetchJson('http://api.test/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it("ends the session on a 401 to the session's own token, and announces the expiry", async () => {
    signIn('user-token');
    browser.answer(401, { message: 'tokenInvalid', code: 'unauthorized' });
    const error = await refusal(fetchJson('http://api.test/me'));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(browser.storage.has('token')).toBe(false);
    expect(browser.storage.has('isPremium')).toBe(false);
    expect(browser.events).toContain(TOKEN_EXPIRED_EVENT);
    expect(browser.navigations).toEqual([]);
  });

  it('keeps a newer session when the refused token is an older one, and ignores a 401 to a call without a token', async () => {
    signIn('new-token');
    browser.answer(401, { message: 'tokenInvalid', code: 'unauthorized' });
    await refusal(fetchJson('http://api.test/me', { token: 'old-token' }));
    browser.answer(401, { message: 'Login gagal', code: 'unauthorized' });
    await refusal(fetchJson('http://api.test/login', { method: 'POST', token: null }));

    expect(browser.storage.get('token')).toBe('new-token');
    expect(browser.events).not.toContain(TOKEN_EXPIRED_EVENT);
  });
});

describe('createFetchJson', () => {
  it("puts the token on the source's header and hands a 401 to the source with the token it refused", async () => {
    const refused: (string | null)[] = [];
    const fetchWith = createFetchJson({ header: 'x-other-token', read: () => 'other', onUnauthorized: (token) => void refused.push(token) });
    browser.answer(401, { message: 'tokenInvalid', code: 'unauthorized' });
    browser.answer(401, { message: 'Login gagal', code: 'unauthorized' });

    await refusal(fetchWith('http://api.test/a'));
    await refusal(fetchWith('http://api.test/login', { token: null }));

    expect(browser.requests[0].headers.get('x-other-token')).toBe('other');
    expect(browser.requests[0].headers.get('x-auth-token')).toBeNull();
    expect(refused).toEqual(['other']);
  });
});
