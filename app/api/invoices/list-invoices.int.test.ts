// GET /api/invoices: the caller's own invoices only, newest first, a page at a time (page and limit validated, the
// size clamped to 50), each as the single-invoice call answers it; 401 signed out or with an admin token.
import { createTestAccount, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { signToken } from '@/lib/accounts/auth/tokens';
import { bearer, deleteBillingTestData, jsonRequest, withParams } from '@/test-support/billing-test-data';
import { newOrderId } from '@/lib/billing/order-id';
import { db } from '@/lib/core/db';
import type { InvoiceStatus } from '@/lib/generated/prisma/client';
import { GET as read } from './[orderId]/route';
import { GET as list } from './route';

const tag = uniqueTag();
let ani: TestAccount;
let budi: TestAccount;
let cici: TestAccount;
/** Ani's order ids, newest first. */
const aniOrders: string[] = [];

const statuses: InvoiceStatus[] = ['paid', 'pending', 'failed', 'expired', 'paid', 'pending', 'paid'];

async function storeInvoice(account: TestAccount, createdAt: Date, status: InvoiceStatus): Promise<string> {
  const orderId = newOrderId(createdAt);
  await db.invoice.create({
    data: {
      orderId,
      userId: account.id,
      issuedToName: `${account.username} name`,
      issuedToEmail: `${account.username}.${tag}@example.org`,
      planId: '1-month',
      planName: 'Premium 1 Bulan',
      amount: 19_900,
      status,
      provider: 'sandbox',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 86_400_000),
      paidAt: status === 'paid' ? new Date(createdAt.getTime() + 60_000) : null,
    },
  });
  return orderId;
}

beforeAll(async () => {
  ani = await createTestAccount(tag, 'ani');
  budi = await createTestAccount(tag, 'budi');
  cici = await createTestAccount(tag, 'cici');
  const start = Date.UTC(2026, 0, 1);
  for (const [index, status] of statuses.entries()) {
    aniOrders.unshift(await storeInvoice(ani, new Date(start + index * 3_600_000), status));
  }
  // Budi's invoices sit between Ani's in time: a list mixing owners would show them.
  await storeInvoice(budi, new Date(start + 90 * 60_000), 'paid');
  await storeInvoice(budi, new Date(start + 150 * 60_000), 'pending');
});

afterAll(async () => {
  await deleteBillingTestData(tag);
});

const listAs = (auth: Record<string, string>, query = '') => list(jsonRequest('GET', `/api/invoices${query}`, { headers: auth }));

interface ListBody {
  data: { orderId: string; status: string; userId: { nama: string } }[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

describe('GET /api/invoices', () => {
  it("answers the caller's own invoices only, newest first, 10 a page by default, never cached", async () => {
    const response = await listAs(bearer(ani));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as ListBody;
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 7, pages: 1 });
    expect(body.data.map((invoice) => invoice.orderId)).toEqual(aniOrders);
    expect(body.data.map((invoice) => invoice.status)).toEqual([...statuses].reverse());

    const budiBody = (await (await listAs({ 'x-auth-token': budi.token })).json()) as ListBody;
    expect(budiBody.pagination.total).toBe(2);
    expect(budiBody.data.every((invoice) => !aniOrders.includes(invoice.orderId))).toBe(true);
  });

  it('answers each invoice exactly as GET /api/invoices/{orderId} does', async () => {
    const body = (await (await listAs(bearer(ani), '?limit=1')).json()) as ListBody;
    const [first] = body.data;
    const single = await read(
      jsonRequest('GET', `/api/invoices/${aniOrders[0]}`, { headers: bearer(ani) }),
      withParams({ orderId: aniOrders[0] as string }),
    );
    expect(first).toEqual(await single.json());
  });

  it('pages through without overlap or gaps', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = (await (await listAs(bearer(ani), `?page=${page}&limit=3`)).json()) as ListBody;
      expect(body.pagination).toEqual({ page, limit: 3, total: 7, pages: 3 });
      seen.push(...body.data.map((invoice) => invoice.orderId));
    }
    expect(seen).toEqual(aniOrders);
    const beyond = (await (await listAs(bearer(ani), '?page=4&limit=3')).json()) as ListBody;
    expect(beyond.data).toEqual([]);
  });

  it('reads an empty field as left out and clamps a page size beyond 50', async () => {
    const blank = (await (await listAs(bearer(ani), '?page=&limit=')).json()) as ListBody;
    expect(blank.pagination).toMatchObject({ page: 1, limit: 10 });
    const large = (await (await listAs(bearer(ani), '?limit=500')).json()) as ListBody;
    expect(large.pagination).toMatchObject({ limit: 50, total: 7 });
  });

  it('answers an empty page to an account without invoices', async () => {
    expect(await (await listAs(bearer(cici))).json()).toEqual({
      data: [],
      pagination: { page: 1, limit: 10, total: 0, pages: 0 },
    });
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=10001', '?limit=0', '?limit=x'])(
    'answers 400 in the error shape to %s',
    async (query) => {
      const response = await listAs(bearer(ani), query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_request', message: 'invalidInput' });
    },
  );

  it('answers 401 signed out, with a forged token or with an admin token', async () => {
    const callers: Record<string, string>[] = [
      {},
      { 'x-auth-token': 'not-a-token' },
      { authorization: `Bearer ${await signToken(ani.id, 'admin')}` },
    ];
    for (const auth of callers) {
      const response = await listAs(auth);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'unauthorized', code: 'unauthorized' });
    }
  });
});
