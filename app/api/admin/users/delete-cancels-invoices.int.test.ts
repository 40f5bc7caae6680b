// Deleting an account cancels its open invoices, and at the payment provider where it allows (Midtrans's cancel API,
// against the fake; the sandbox's popup refuses a cancelled invoice). Money that still arrives for an invoice whose
// account is gone grants nothing: the invoice becomes needs_refund, a warning names the order, and the admin
// dashboard lists it.
import { createTestAccount, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { createTestAdmin, deleteTestAdmins, type TestAdmin } from '@/test-support/admin-test-data';
import { bearer, deleteBillingTestData, jsonRequest, notificationFor, withParams } from '@/test-support/billing-test-data';
import { captureOutput } from '@/test-support/capture-output';
import { type FakeMidtrans, startFakeMidtrans } from '@/test-support/fake-midtrans';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { POST as create } from '../../invoices/create/route';
import { POST as notify } from '../../payments/notification/route';
import { POST as process } from '../../payments/process/route';
import { POST as sandboxPay } from '../../payments/sandbox/[token]/route';
import { GET as dashboard } from '../dashboard/route';
import { DELETE as deleteRoute } from './[id]/route';

const tag = uniqueTag();
const serverKey = `SB-Mid-server-${tag}`;
let admin: TestAdmin;
const saved = { ...env };

beforeAll(async () => {
  admin = await createTestAdmin(tag);
});

afterAll(async () => {
  Object.assign(env, saved);
  await deleteBillingTestData(tag);
  await deleteTestAdmins(tag);
});

const removeUser = (id: string) =>
  deleteRoute(new Request(`http://localhost/api/admin/users/${id}`, { method: 'DELETE', headers: { 'x-admin-token': admin.token } }), {
    params: Promise.resolve({ id }),
  });

async function newInvoice(account: TestAccount, planId: string) {
  const response = await create(jsonRequest('POST', '/api/invoices/create', { body: { planId }, headers: bearer(account) }));
  expect(response.status).toBe(201);
  const { orderId } = (await response.json()) as { orderId: string };
  return db.invoice.findUniqueOrThrow({ where: { orderId } });
}

/** The buyer pressed Pay: the provider's payment page exists (a Snap token, or the sandbox's). */
async function openPaymentPage(account: TestAccount, orderId: string): Promise<string> {
  const response = await process(jsonRequest('POST', '/api/payments/process', { body: { orderId }, headers: bearer(account) }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const statusOf = async (orderId: string) => (await db.invoice.findUniqueOrThrow({ where: { orderId } })).status;

describe('with Midtrans', () => {
  let midtrans: FakeMidtrans;

  beforeAll(async () => {
    midtrans = await startFakeMidtrans(serverKey);
    Object.assign(env, {
      MIDTRANS_SERVER_KEY: serverKey,
      MIDTRANS_CLIENT_KEY: `SB-Mid-client-${tag}`,
      MIDTRANS_API_BASE_URL: midtrans.url,
      MIDTRANS_SNAP_BASE_URL: midtrans.url,
      MIDTRANS_TIMEOUT_MS: 1000,
    });
  });

  afterAll(async () => {
    // Without keys again: the sandbox takes payments (a key absent before is not in `saved`).
    Object.assign(env, { MIDTRANS_SERVER_KEY: undefined, MIDTRANS_CLIENT_KEY: undefined }, saved);
    await midtrans.close();
  });

  it('cancels every open invoice of the deleted account, and its Midtrans transaction where there is one', async () => {
    const buyer = await createTestAccount(tag, 'leaver');
    const started = await newInvoice(buyer, '3-months');
    const opened = await newInvoice(buyer, '1-month');
    const untouched = await newInvoice(buyer, '6-months');
    await openPaymentPage(buyer, started.orderId);
    await openPaymentPage(buyer, opened.orderId);
    // A card payment held for review (3-D Secure challenge): Midtrans can still void it.
    midtrans.transactions.set(started.orderId, {
      status_code: '201', transaction_status: 'capture', fraud_status: 'challenge', gross_amount: '55000.00', currency: 'IDR',
    });
    const paid = await db.invoice.create({
      data: {
        orderId: `JF-PAID-${tag}`, userId: buyer.id, issuedToName: 'Leaver', issuedToEmail: `leaver.${tag}@example.org`,
        planId: '1-month', planName: 'Premium 1 Bulan', amount: 19_900, status: 'paid', provider: 'midtrans',
        paidAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    midtrans.requests.length = 0;

    expect((await removeUser(buyer.id)).status).toBe(200);

    for (const invoice of [started, opened, untouched]) expect(await statusOf(invoice.orderId)).toBe('cancelled');
    expect(await statusOf(paid.orderId)).toBe('paid');
    // Only the invoices that reached Midtrans are cancelled there, with the server key.
    const cancels = midtrans.requests.filter((request) => request.path.endsWith('/cancel'));
    expect(cancels.map((request) => request.path).sort()).toEqual(
      [`/v2/${opened.orderId}/cancel`, `/v2/${started.orderId}/cancel`].sort(),
    );
    expect(cancels.every((request) => request.method === 'POST' && request.authorization?.startsWith('Basic '))).toBe(true);
    expect(midtrans.transactions.get(started.orderId)).toMatchObject({ transaction_status: 'cancel' });
    const audit = await db.adminAuditLog.findFirst({ where: { targetId: buyer.id, action: 'user.delete' } });
    expect((audit?.after as { cancelledInvoices: string[] }).cancelledInvoices.sort()).toEqual(
      [started.orderId, opened.orderId, untouched.orderId].sort(),
    );
  });

  it('stores a settlement for a deleted account as needs_refund, warns with the order id, and lists it for the admin', async () => {
    const buyer = await createTestAccount(tag, 'gone');
    const invoice = await newInvoice(buyer, '3-months');
    await openPaymentPage(buyer, invoice.orderId);
    // The buyer paid on the open Snap page just as the account was deleted: settled, so Midtrans refuses to cancel.
    midtrans.transactions.set(invoice.orderId, {
      status_code: '200', transaction_status: 'settlement', fraud_status: 'accept', gross_amount: '55000.00', currency: 'IDR',
    });
    expect((await removeUser(buyer.id)).status).toBe(200);
    expect(await statusOf(invoice.orderId)).toBe('cancelled');

    const output = captureOutput();
    let answer: Response;
    try {
      answer = await notify(jsonRequest('POST', '/api/payments/notification', { body: notificationFor(invoice, serverKey) }));
    } finally {
      output.restore();
    }
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'needs refund: no account' });
    const stored = await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } });
    expect(stored).toMatchObject({ status: 'needs_refund', userId: null, premiumUntil: null, paidAt: expect.any(Date) });
    const warning = output
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'payment received for a deleted account: refund it');
    expect(warning).toMatchObject({ level: 'warn', orderId: invoice.orderId });
    const events = await db.paymentEvent.findMany({ where: { orderId: invoice.orderId }, select: { outcome: true } });
    expect(events).toEqual([{ outcome: 'needs refund: no account' }]);

    // Midtrans repeats its notification: nothing changes.
    const again = await notify(jsonRequest('POST', '/api/payments/notification', { body: notificationFor(invoice, serverKey) }));
    expect(await again.json()).toEqual({ outcome: 'duplicate' });
    expect(await statusOf(invoice.orderId)).toBe('needs_refund');

    const shown = await dashboard(new Request('http://localhost/api/admin/dashboard', { headers: { 'x-admin-token': admin.token } }));
    expect(shown.status).toBe(200);
    const { refundsNeeded } = (await shown.json()) as { refundsNeeded: { total: number; invoices: Record<string, unknown>[] } };
    expect(refundsNeeded.total).toBeGreaterThanOrEqual(1);
    expect(refundsNeeded.invoices).toContainEqual({
      orderId: invoice.orderId,
      planName: 'Premium 3 Bulan',
      amount: 55_000,
      currency: 'IDR',
      paidAt: stored.paidAt?.toISOString(),
      issuedToName: `gone ${tag}`,
      issuedToEmail: `gone.${tag}@example.org`,
    });
  });
});

describe('with the payment sandbox', () => {
  it('refuses to pay, in the popup, an invoice cancelled with its account', async () => {
    const buyer = await createTestAccount(tag, 'sandboxed');
    const invoice = await newInvoice(buyer, '1-month');
    const token = await openPaymentPage(buyer, invoice.orderId);
    expect((await removeUser(buyer.id)).status).toBe(200);
    expect(await statusOf(invoice.orderId)).toBe('cancelled');

    const answer = await sandboxPay(jsonRequest('POST', `/api/payments/sandbox/${token}`, { body: { result: 'success' } }), withParams({ token }));
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ message: 'invoiceCancelled' });
    expect(await statusOf(invoice.orderId)).toBe('cancelled');
    expect(await db.paymentEvent.count({ where: { orderId: invoice.orderId } })).toBe(0);
  });
});
