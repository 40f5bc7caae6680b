// Admin users: the list with pagination and a case-insensitive search (never a hash), the edit rules
// (premium needs a future expiry, off clears it, conflicts 409, unknown 404), delete consequences, the audit log.
import { createTestAccount, deleteTestAccounts, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { createTestAdmin, deleteTestAdmins, type TestAdmin } from '@/test-support/admin-test-data';
import { db } from '@/lib/core/db';
import { GET as meRoute } from '../../auth/me/route';
import { DELETE as deleteRoute, PUT as putRoute } from './[id]/route';
import { GET as listRoute } from './route';

const tag = uniqueTag();
let admin: TestAdmin;
let alpha: TestAccount;
let beta: TestAccount;
let gamma: TestAccount;

beforeAll(async () => {
  admin = await createTestAdmin(tag);
  alpha = await createTestAccount(tag, 'alpha');
  beta = await createTestAccount(tag, 'beta', { premiumExpiresAt: new Date(Date.now() + 86_400_000) });
  gamma = await createTestAccount(tag, 'gamma');
});

afterAll(async () => {
  await db.invoice.deleteMany({ where: { issuedToEmail: { endsWith: `${tag}@example.org` } } });
  await deleteTestAccounts(tag);
  await deleteTestAdmins(tag);
});

const headers = () => ({ 'x-admin-token': admin.token, 'content-type': 'application/json' });
const list = (query: string) => listRoute(new Request(`http://localhost/api/admin/users?${query}`, { headers: headers() }));
const put = (id: string, body: unknown) =>
  putRoute(new Request(`http://localhost/api/admin/users/${id}`, { method: 'PUT', headers: headers(), body: JSON.stringify(body) }), {
    params: Promise.resolve({ id }),
  });
const remove = (id: string) =>
  deleteRoute(new Request(`http://localhost/api/admin/users/${id}`, { method: 'DELETE', headers: headers() }), {
    params: Promise.resolve({ id }),
  });

const edit = (account: TestAccount, overrides: Record<string, unknown> = {}) => ({
  nama: `Edited ${account.username}`,
  email: `${account.username}.edited@example.org`.replace(`_${tag}`, `.${tag}`),
  noHp: '0812 000',
  username: account.username,
  isPremium: false,
  premiumExpiresAt: null,
  country: 'Malaysia',
  job: 'professional',
  ...overrides,
});

describe('GET /api/admin/users', () => {
  it('searches name, username and email case-insensitively, pages by limit, never sends a hash', async () => {
    const response = await list(`search=${tag.toUpperCase()}&limit=2&page=1`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { users: Record<string, unknown>[]; pagination: unknown };
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(body.users).toHaveLength(2);
    expect(Object.keys(body.users[0]).sort()).toEqual(
      ['_id', 'country', 'createdAt', 'email', 'isPremium', 'job', 'nama', 'noHp', 'premiumExpiresAt', 'username'].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    const second = (await (await list(`search=${tag}&limit=2&page=2`)).json()) as { users: { _id: string }[] };
    expect(second.users).toHaveLength(1);
    const premium = (await (await list(`search=BETA_${tag}`)).json()) as { users: { _id: string; isPremium: boolean }[] };
    expect(premium.users).toEqual([expect.objectContaining({ _id: beta.id, isPremium: true })]);
    const byEmail = (await (await list(`search=gamma.${tag}@EXAMPLE`)).json()) as { users: { _id: string }[] };
    expect(byEmail.users.map((user) => user._id)).toEqual([gamma.id]);
  });

  it('defaults to a page size of 10', async () => {
    const body = (await (await list('')).json()) as { pagination: { limit: number; page: number } };
    expect(body.pagination).toMatchObject({ page: 1, limit: 10 });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('makes a user premium with a future expiry, answers the user, and writes the audit row', async () => {
    const expiry = new Date(Date.now() + 30 * 86_400_000);
    const response = await put(alpha.id, edit(alpha, { isPremium: true, premiumExpiresAt: expiry.toISOString() }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ _id: alpha.id, isPremium: true, country: 'Malaysia', job: 'professional' });
    expect(body.premiumExpiresAt).toBe(expiry.toISOString());
    const audit = await db.adminAuditLog.findFirst({
      where: { adminId: admin.id, targetId: alpha.id, action: 'user.update' },
      orderBy: { id: 'desc' },
    });
    expect(audit).toMatchObject({ targetType: 'user', before: expect.objectContaining({ isPremium: false }) });
    expect(audit?.after).toMatchObject({ isPremium: true, country: 'Malaysia' });
    expect(JSON.stringify(audit?.before) + JSON.stringify(audit?.after)).not.toMatch(/argon2|passwordHash/);
  });

  it('clears the expiry when premium is turned off', async () => {
    const response = await put(beta.id, edit(beta, { isPremium: false, premiumExpiresAt: '2099-01-01T00:00:00Z' }));
    expect(await response.json()).toMatchObject({ isPremium: false, premiumExpiresAt: null });
    expect((await db.user.findUnique({ where: { id: beta.id } }))?.premiumExpiresAt).toBeNull();
  });

  it('refuses premium without a future expiry and a bad email (400), changing nothing', async () => {
    const before = await db.adminAuditLog.count({ where: { targetId: gamma.id } });
    for (const body of [
      edit(gamma, { isPremium: true, premiumExpiresAt: null }),
      edit(gamma, { isPremium: true, premiumExpiresAt: '2001-01-01T00:00:00Z' }),
      edit(gamma, { email: 'not-an-email' }),
    ]) {
      const response = await put(gamma.id, body);
      expect(response.status).toBe(400);
    }
    expect(await db.adminAuditLog.count({ where: { targetId: gamma.id } })).toBe(before);
  });

  it('answers 409 usernameTaken / emailTaken and 404 for an unknown id', async () => {
    const taken = await put(gamma.id, edit(gamma, { username: beta.username }));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'conflict', message: 'usernameTaken' });
    const betaEmail = (await db.user.findUnique({ where: { id: beta.id } }))?.email;
    const emailTaken = await put(gamma.id, edit(gamma, { email: betaEmail }));
    expect(await emailTaken.json()).toMatchObject({ code: 'conflict', message: 'emailTaken' });
    expect((await put('no-such-user', edit(gamma))).status).toBe(404);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('removes the user and favourites, stops their token, keeps invoices with the issued name and email', async () => {
    const doomed = await createTestAccount(tag, 'doomed');
    await db.favorite.create({ data: { userId: doomed.id, sourceId: '12345', sourceType: 'scopus' } });
    const orderId = `JF-${tag}`;
    await db.invoice.create({
      data: {
        orderId,
        userId: doomed.id,
        issuedToName: 'Doomed Person',
        issuedToEmail: `doomed.${tag}@example.org`,
        planId: '1-month',
        planName: '1 Month',
        amount: 50_000,
        provider: 'sandbox',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const meBefore = await meRoute(new Request('http://localhost/api/auth/me', { headers: { 'x-auth-token': doomed.token } }));
    expect(meBefore.status).toBe(200);

    const response = await remove(doomed.id);
    expect(response.status).toBe(200);
    expect(await db.user.findUnique({ where: { id: doomed.id } })).toBeNull();
    expect(await db.favorite.count({ where: { userId: doomed.id } })).toBe(0);
    expect(await db.invoice.findUnique({ where: { orderId } })).toMatchObject({
      userId: null,
      issuedToName: 'Doomed Person',
      issuedToEmail: `doomed.${tag}@example.org`,
    });
    const meAfter = await meRoute(new Request('http://localhost/api/auth/me', { headers: { 'x-auth-token': doomed.token } }));
    expect(meAfter.status).toBe(401);
    const audit = await db.adminAuditLog.findFirst({ where: { targetId: doomed.id, action: 'user.delete' } });
    expect(audit).toMatchObject({ adminId: admin.id, before: expect.objectContaining({ _id: doomed.id }) });
    expect((await remove(doomed.id)).status).toBe(404);
  });
});
