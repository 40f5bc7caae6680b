// Every admin route refuses no token, a user token, an expired admin token, a token older than the admin's
// tokensValidAfter and the token of a deleted admin (401); a valid admin token passes, by header or Bearer.
import { createTestAccount, deleteTestAccounts, uniqueTag } from '@/test-support/account-test-data';
import { createTestAdmin, deleteTestAdmins, expiredAdminToken, type TestAdmin } from '@/test-support/admin-test-data';
import { signToken } from '@/lib/accounts/auth/tokens';
import { db } from '@/lib/core/db';
import { GET as analyticsDashboard } from '../analytics/dashboard/route';
import { GET as analyticsSummary } from '../analytics/summary/route';
import { GET as gscCountries } from '../gsc/countries/route';
import { GET as adminDashboard } from './dashboard/route';
import { GET as listUsers } from './users/route';
import { DELETE as deleteUser, PUT as updateUser } from './users/[id]/route';

const tag = uniqueTag();
let admin: TestAdmin;
let userToken: string;

beforeAll(async () => {
  admin = await createTestAdmin(tag);
  userToken = (await createTestAccount(tag, 'plain')).token;
});

afterAll(async () => {
  await deleteTestAccounts(tag);
  await deleteTestAdmins(tag);
});

type Call = (headers: Record<string, string>) => Promise<Response>;
const params = { params: Promise.resolve({ id: 'nobody' }) };
const get = (path: string, headers: Record<string, string>) => new Request(`http://localhost${path}`, { headers });

/** What each route answers an admin: the status and the body's telling part (a refusal past auth is not a pass). */
type Expected = { status: number; body: unknown };
const answers = (body: Record<string, unknown>): Expected => ({ status: 200, body: expect.objectContaining(body) });

const routes: [string, Call, Expected][] = [
  [
    'GET /api/admin/dashboard',
    (headers) => adminDashboard(get('/api/admin/dashboard', headers)),
    answers({ totalUsers: expect.any(Number), premiumUsers: expect.any(Number) }),
  ],
  [
    'GET /api/admin/users',
    (headers) => listUsers(get('/api/admin/users', headers)),
    answers({ users: expect.any(Array), pagination: expect.any(Object) }),
  ],
  [
    'PUT /api/admin/users/{id}',
    (headers) =>
      updateUser(
        new Request('http://localhost/api/admin/users/nobody', { method: 'PUT', headers, body: '{}' }),
        params,
      ),
    // Past the admin check, the empty body is refused by the schema.
    { status: 400, body: expect.objectContaining({ message: 'invalidInput', code: 'bad_request' }) },
  ],
  [
    'DELETE /api/admin/users/{id}',
    (headers) => deleteUser(new Request('http://localhost/api/admin/users/nobody', { method: 'DELETE', headers }), params),
    { status: 404, body: { message: 'userNotFound', code: 'not_found' } },
  ],
  [
    'GET /api/analytics/dashboard',
    (headers) => analyticsDashboard(get('/api/analytics/dashboard', headers)),
    answers({ today: expect.any(Object), dailyVisits: expect.any(Array) }),
  ],
  [
    'GET /api/analytics/summary',
    (headers) => analyticsSummary(get('/api/analytics/summary', headers)),
    answers({ today: expect.any(Object), month: expect.any(Object) }),
  ],
  [
    'GET /api/gsc/countries',
    (headers) => gscCountries(get('/api/gsc/countries', headers)),
    answers({ rows: [], configured: false }),
  ],
];

describe.each(routes)('%s', (_name, call, expected) => {
  async function expectUnauthorized(headers: Record<string, string>) {
    const response = await call(headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'unauthorized', code: 'unauthorized' });
  }

  it('refuses no token, a user token (even as x-admin-token) and an expired admin token', async () => {
    await expectUnauthorized({});
    await expectUnauthorized({ 'x-admin-token': userToken });
    await expectUnauthorized({ authorization: `Bearer ${userToken}` });
    await expectUnauthorized({ 'x-admin-token': await expiredAdminToken(admin.id) });
  });

  it('lets a valid admin token through (x-admin-token or Bearer)', async () => {
    const variants: Record<string, string>[] = [{ 'x-admin-token': admin.token }, { authorization: `Bearer ${admin.token}` }];
    for (const headers of variants) {
      const response = await call(headers);
      expect({ status: response.status, body: await response.json() }).toEqual(expected);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('admin token lifecycle', () => {
  it('refuses a token issued before tokensValidAfter, and the token of a deleted admin', async () => {
    const other = await createTestAdmin(tag, 'lapsed');
    const call = () => adminDashboard(get('/api/admin/dashboard', { 'x-admin-token': other.token }));
    expect((await call()).status).toBe(200);
    await db.admin.update({ where: { id: other.id }, data: { tokensValidAfter: new Date(Date.now() + 1_000) } });
    expect((await call()).status).toBe(401);
    const fresh = await createTestAdmin(tag, 'gone');
    await db.admin.delete({ where: { id: fresh.id } });
    expect((await adminDashboard(get('/api/admin/dashboard', { 'x-admin-token': fresh.token }))).status).toBe(401);
  });

  it('an admin token never opens a user route', async () => {
    const { GET: me } = await import('../auth/me/route');
    const response = await me(get('/api/auth/me', { 'x-auth-token': await signToken(admin.id, 'admin') }));
    expect(response.status).toBe(401);
  });
});
