// The sandbox provider end to end: create → process → the popup's summary → Pay or Fail → the signed
// notification through our own webhook → invoice paid and premium, or failed. Payment is refused (409) once an
// invoice is paid, failed or expired, and every sandbox route is 404 while Midtrans is configured.
import { createTestAccount, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { addCalendarMonths } from '@/lib/billing/add-calendar-months';
import { bearer, deleteBillingTestData, jsonRequest, withParams } from '@/test-support/billing-test-data';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { POST as create } from '../../invoices/create/route';
import { POST as process } from '../process/route';
import { GET as status } from '../status/[orderId]/route';
import { GET as summary, POST as pay } from './[token]/route';

const tag = uniqueTag();
let buyer: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  buyer = await createTestAccount(tag, 'buyer');
  other = await createTestAccount(tag, 'other');
});

afterAll(async () => {
  await deleteBillingTestData(tag);
});

beforeEach(async () => {
  await db.invoice.deleteMany({ where: { userId: { in: [buyer.id, other.id] } } });
  await db.user.update({ where: { id: buyer.id }, data: { premiumExpiresAt: null } });
});

async function newInvoice(planId: string, account = buyer): Promise<string> {
  const response = await create(jsonRequest('POST', '/api/invoices/create', { body: { planId }, headers: bearer(account) }));
  return ((await response.json()) as { orderId: string }).orderId;
}

const processAs = (account: TestAccount, body: unknown) =>
  process(jsonRequest('POST', '/api/payments/process', { body, headers: bearer(account) }));
const summaryOf = (token: string) => summary(jsonRequest('GET', `/api/payments/sandbox/${token}`), withParams({ token }));
const payWith = (token: string, body: unknown) =>
  pay(jsonRequest('POST', `/api/payments/sandbox/${token}`, { body }), withParams({ token }));
const statusOf = (orderId: string, account = buyer) =>
  status(jsonRequest('GET', `/api/payments/status/${orderId}`, { headers: bearer(account) }), withParams({ orderId }));

async function tokenFor(orderId: string): Promise<string> {
  const response = await processAs(buyer, { orderId });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), provider: 'sandbox' });
  return body.token;
}

describe('the sandbox payment flow', () => {
  it('pays: the popup summary, Pay, a paid invoice and a premium buyer', async () => {
    const orderId = await newInvoice('3-months');
    const token = await tokenFor(orderId);
    // Pressing Pay twice on the invoice page opens the same payment.
    expect(await (await processAs(buyer, { orderId })).json()).toEqual({ token, provider: 'sandbox' });

    const shown = await summaryOf(token);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({
      orderId,
      amount: 55_000,
      currency: 'IDR',
      planId: '3-months',
      planName: 'Premium 3 Bulan',
      status: 'pending',
      expiresAt: expect.any(String),
      result: null,
    });

    const before = Date.now();
    const paid = await payWith(token, { result: 'success' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ orderId, result: 'success', status: 'paid', outcome: 'activated' });

    const invoice = await (await statusOf(orderId)).json();
    expect(invoice).toMatchObject({ orderId, status: 'paid', amount: 55_000, paidAt: expect.any(String) });
    const stored = await db.invoice.findUniqueOrThrow({ where: { orderId } });
    expect(stored.premiumFrom!.getTime()).toBeGreaterThanOrEqual(before);
    const user = await db.user.findUniqueOrThrow({ where: { id: buyer.id } });
    expect(user.premiumExpiresAt).toEqual(addCalendarMonths(stored.premiumFrom!, 3));

    // The notification went through the webhook: stored, signed, with what the gateway recorded.
    expect(await db.paymentEvent.findMany({ where: { orderId }, orderBy: { id: 'asc' }, select: { provider: true, signatureValid: true, transactionStatus: true, outcome: true } })).toEqual([
      { provider: 'sandbox-gateway', signatureValid: true, transactionStatus: 'capture', outcome: 'sandbox: recorded' },
      { provider: 'sandbox', signatureValid: true, transactionStatus: 'capture', outcome: 'activated' },
    ]);

    // Pay again: the same result is re-delivered and changes nothing; paying the paid invoice anew is refused.
    expect(await (await payWith(token, { result: 'success' })).json()).toMatchObject({ status: 'paid', outcome: 'duplicate' });
    expect((await db.user.findUniqueOrThrow({ where: { id: buyer.id } })).premiumExpiresAt).toEqual(user.premiumExpiresAt);
    const again = await processAs(buyer, { orderId });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'invoiceAlreadyPaid', code: 'conflict' });
    expect((await summaryOf(token)).status).toBe(200);
  });

  it('fails: Fail marks the invoice failed, leaves premium alone, and a later Pay is refused', async () => {
    const orderId = await newInvoice('1-month');
    const token = await tokenFor(orderId);
    const failed = await payWith(token, { result: 'failure' });
    expect(await failed.json()).toEqual({ orderId, result: 'failure', status: 'failed', outcome: 'failed' });
    expect((await summaryOf(token).then((response) => response.json())).result).toBe('failure');

    const payLater = await payWith(token, { result: 'success' });
    expect(payLater.status).toBe(409);
    expect(await payLater.json()).toEqual({ message: 'paymentAlreadyCompleted', code: 'conflict' });
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId } })).status).toBe('failed');
    expect((await db.user.findUniqueOrThrow({ where: { id: buyer.id } })).premiumExpiresAt).toBeNull();
    expect((await processAs(buyer, { orderId })).status).toBe(409);
    // A failed invoice is not given back: choosing the plan again makes a new one.
    expect(await newInvoice('1-month')).not.toBe(orderId);
  });

  it('records one result when Pay and Fail are pressed at once', async () => {
    const orderId = await newInvoice('1-month');
    const token = await tokenFor(orderId);
    const responses = await Promise.all([payWith(token, { result: 'success' }), payWith(token, { result: 'failure' })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const recorded = await db.paymentEvent.count({ where: { orderId, provider: 'sandbox-gateway' } });
    expect(recorded).toBe(1);
  });

  it('refuses to pay an expired invoice (409) and expires it', async () => {
    const orderId = await newInvoice('1-month');
    const token = await tokenFor(orderId);
    await db.invoice.update({ where: { orderId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await payWith(token, { result: 'success' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'invoiceExpired', code: 'conflict' });
    const processed = await processAs(buyer, { orderId });
    expect(processed.status).toBe(409);
    expect(await processed.json()).toEqual({ message: 'invoiceExpired', code: 'conflict' });
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId } })).status).toBe('expired');
    expect(await (await statusOf(orderId)).json()).toMatchObject({ status: 'expired' });
  });

  it("answers 404 to another user's invoice, and 400 to a bad body", async () => {
    const orderId = await newInvoice('1-month');
    for (const response of [await processAs(other, { orderId }), await statusOf(orderId, other)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'invoiceNotFound', code: 'not_found' });
    }
    expect((await processAs(buyer, { orderId: 'JF 1' })).status).toBe(400);
    const token = await tokenFor(orderId);
    expect((await payWith(token, { result: 'settlement' })).status).toBe(400);
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId } })).status).toBe('pending');
  });

  it('answers 404 to unknown tokens', async () => {
    for (const token of ['A'.repeat(32), 'short', '../../etc']) {
      expect((await summaryOf(token)).status).toBe(404);
      expect((await payWith(token, { result: 'success' })).status).toBe(404);
    }
  });

  it('answers 404 on every sandbox route while Midtrans is configured, even for a token the sandbox issued', async () => {
    const orderId = await newInvoice('1-month');
    const token = await tokenFor(orderId);
    Object.assign(env, { MIDTRANS_SERVER_KEY: 'SB-Mid-server-x', MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x' });
    try {
      for (const response of [
        await summaryOf(token),
        await payWith(token, { result: 'success' }),
        await payWith(token, 'not json at all'),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'paymentNotFound', code: 'not_found' });
      }
    } finally {
      Object.assign(env, { MIDTRANS_SERVER_KEY: undefined, MIDTRANS_CLIENT_KEY: undefined });
    }
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId } })).status).toBe('pending');
  });

  it('is off with PAYMENT_SANDBOX=false and no Midtrans: 503 for payments, 404 for the sandbox', async () => {
    const orderId = await newInvoice('1-month');
    const token = await tokenFor(orderId);
    Object.assign(env, { PAYMENT_SANDBOX: false });
    try {
      const created = await create(jsonRequest('POST', '/api/invoices/create', { body: { planId: '6-months' }, headers: bearer(buyer) }));
      for (const response of [created, await processAs(buyer, { orderId })]) {
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ message: 'paymentsNotConfigured', code: 'unavailable' });
      }
      expect((await payWith(token, { result: 'success' })).status).toBe(404);
      expect((await summaryOf(token)).status).toBe(404);
    } finally {
      Object.assign(env, { PAYMENT_SANDBOX: true });
    }
  });
});
