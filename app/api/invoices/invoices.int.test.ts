// Invoices: creation copies the plan and the buyer, a pending unexpired invoice of the same plan
// is given back (also to concurrent clicks), order ids fit the provider's rule, and only the owner can read one.
import { createTestAccount, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { signToken } from '@/lib/accounts/auth/tokens';
import { bearer, deleteBillingTestData, jsonRequest, withParams } from '@/test-support/billing-test-data';
import { db } from '@/lib/core/db';
import { POST as create } from './create/route';
import { GET as read } from './[orderId]/route';

const tag = uniqueTag();
let ani: TestAccount;
let budi: TestAccount;

beforeAll(async () => {
  ani = await createTestAccount(tag, 'ani');
  budi = await createTestAccount(tag, 'budi');
});

afterAll(async () => {
  await deleteBillingTestData(tag);
});

beforeEach(async () => {
  await db.invoice.deleteMany({ where: { userId: { in: [ani.id, budi.id] } } });
});

const createAs = (auth: Record<string, string>, body: unknown) =>
  create(jsonRequest('POST', '/api/invoices/create', { body, headers: auth }));
const readAs = (auth: Record<string, string>, orderId: string) =>
  read(jsonRequest('GET', `/api/invoices/${orderId}`, { headers: auth }), withParams({ orderId }));

async function createdOrderId(account: TestAccount, planId: string): Promise<string> {
  const response = await createAs(bearer(account), { planId });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

describe('POST /api/invoices/create', () => {
  it('creates a pending invoice for the plan, issued to the buyer, expiring in 24 hours', async () => {
    const before = Date.now();
    const response = await createAs(bearer(ani), { planId: '3-months' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['orderId']);
    expect(body.orderId).toMatch(/^JF-\d{8}-[A-Z2-7]{16}$/);

    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: body.orderId } });
    expect(invoice).toMatchObject({
      userId: ani.id,
      issuedToName: `ani ${tag}`,
      issuedToEmail: `ani.${tag}@example.org`,
      planId: '3-months',
      planName: 'Premium 3 Bulan',
      amount: 55_000,
      currency: 'IDR',
      status: 'pending',
      provider: 'sandbox',
      providerToken: null,
      paidAt: null,
      premiumFrom: null,
    });
    const lifetime = invoice.expiresAt.getTime() - invoice.createdAt.getTime();
    expect(lifetime).toBe(24 * 3_600_000);
    expect(invoice.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
  });

  it('gives back the pending invoice of the same plan (200), and makes another for another plan', async () => {
    const first = await createdOrderId(ani, '1-month');
    const again = await createAs(bearer(ani), { planId: '1-month' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ orderId: first });

    const other = await createdOrderId(ani, '6-months');
    expect(other).not.toBe(first);
    // Another user's pending invoice for the same plan is never shared.
    expect(await createdOrderId(budi, '1-month')).not.toBe(first);
  });

  it('makes one invoice when the same plan is chosen many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => createAs(bearer(ani), { planId: '6-months' })));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(bodies.map((body) => body.orderId)).size).toBe(1);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await db.invoice.count({ where: { userId: ani.id } })).toBe(1);
  });

  it('makes a new invoice once the pending one has expired or ended, never reusing an order id', async () => {
    const expired = await createdOrderId(ani, '1-month');
    await db.invoice.update({ where: { orderId: expired }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const second = await createdOrderId(ani, '1-month');
    await db.invoice.update({ where: { orderId: second }, data: { status: 'failed' } });
    const third = await createdOrderId(ani, '1-month');
    expect(new Set([expired, second, third]).size).toBe(3);
  });

  it.each([{ planId: '12-months' }, { planId: '' }, {}, { planId: ['1-month'] }])('answers 400 to %p', async (body) => {
    const response = await createAs(bearer(ani), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'bad_request',
      details: [{ path: 'planId', message: 'unknownPlan' }],
    });
    expect(await db.invoice.count({ where: { userId: ani.id } })).toBe(0);
  });

  it('answers 401 signed out or with an admin token', async () => {
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${await signToken(ani.id, 'admin')}` }];
    for (const auth of callers) {
      const response = await createAs(auth, { planId: '1-month' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'unauthorized', code: 'unauthorized' });
    }
    expect(await db.invoice.count({ where: { userId: ani.id } })).toBe(0);
  });
});

describe('GET /api/invoices/{orderId}', () => {
  it('answers the invoice to its owner, with either auth header', async () => {
    const orderId = await createdOrderId(ani, '3-months');
    const stored = await db.invoice.findUniqueOrThrow({ where: { orderId } });
    for (const auth of [bearer(ani), { 'x-auth-token': ani.token }]) {
      const response = await readAs(auth, orderId);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        orderId,
        status: 'pending',
        amount: 55_000,
        planId: '3-months',
        planName: 'Premium 3 Bulan',
        createdAt: stored.createdAt.toISOString(),
        paidAt: null,
        expiresAt: stored.expiresAt.toISOString(),
        userId: { nama: `ani ${tag}`, email: `ani.${tag}@example.org` },
      });
    }
  });

  it("answers 404 to another user, exactly as for an id that does not exist", async () => {
    const orderId = await createdOrderId(ani, '1-month');
    const foreign = await readAs(bearer(budi), orderId);
    const missing = await readAs(bearer(budi), 'JF-20260101-AAAAAAAAAAAAAAAA');
    const malformed = await readAs(bearer(budi), 'not an id');
    for (const response of [foreign, missing, malformed]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'invoiceNotFound', code: 'not_found' });
    }
  });

  it('answers 401 signed out', async () => {
    const orderId = await createdOrderId(ani, '1-month');
    expect((await readAs({}, orderId)).status).toBe(401);
  });

  it('keeps the name and email it was issued to after the account is deleted', async () => {
    const carol = await createTestAccount(tag, 'carol');
    const orderId = await createdOrderId(carol, '1-month');
    await db.user.delete({ where: { id: carol.id } });
    expect(await db.invoice.findUniqueOrThrow({ where: { orderId } })).toMatchObject({
      userId: null,
      issuedToName: `carol ${tag}`,
      issuedToEmail: `carol.${tag}@example.org`,
    });
  });
});
