// The Midtrans Snap adapter against a local fake of Midtrans's API: what we send (Snap body, Basic auth
// with the server key), the status API's answers mapped for each transaction_status, notifications confirmed by the
// status API, and outages: the provider down answers 503 and changes nothing, and a later retry activates.
import { createTestAccount, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { addCalendarMonths } from '@/lib/billing/add-calendar-months';
import { bearer, deleteBillingTestData, jsonRequest, notificationFor, withParams } from '@/test-support/billing-test-data';
import { type FakeMidtrans, startFakeMidtrans } from '@/test-support/fake-midtrans';
import { sandboxServerKey } from '@/lib/billing/providers/sandbox-server-key';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { POST as create } from '../invoices/create/route';
import { POST as notify } from './notification/route';
import { POST as process } from './process/route';
import { GET as status } from './status/[orderId]/route';

const tag = uniqueTag();
const serverKey = `SB-Mid-server-${tag}`;
const clientKey = `SB-Mid-client-${tag}`;
let midtrans: FakeMidtrans;
let buyer: TestAccount;
const saved = { ...env };

beforeAll(async () => {
  midtrans = await startFakeMidtrans(serverKey);
  Object.assign(env, {
    MIDTRANS_SERVER_KEY: serverKey,
    MIDTRANS_CLIENT_KEY: clientKey,
    MIDTRANS_API_BASE_URL: midtrans.url,
    MIDTRANS_SNAP_BASE_URL: midtrans.url,
    MIDTRANS_TIMEOUT_MS: 300,
  });
  buyer = await createTestAccount(tag, 'buyer');
});

afterAll(async () => {
  Object.assign(env, saved);
  await midtrans.close();
  await deleteBillingTestData(tag);
});

beforeEach(async () => {
  midtrans.mode = 'up';
  midtrans.requests.length = 0;
  midtrans.transactions.clear();
  await db.invoice.deleteMany({ where: { userId: buyer.id } });
  await db.user.update({ where: { id: buyer.id }, data: { premiumExpiresAt: null } });
});

async function newInvoice(planId: string) {
  const response = await create(jsonRequest('POST', '/api/invoices/create', { body: { planId }, headers: bearer(buyer) }));
  const { orderId } = (await response.json()) as { orderId: string };
  return db.invoice.findUniqueOrThrow({ where: { orderId } });
}

// A forged Host must not become the address Midtrans sends the customer back to: that is the configured origin.
const processAs = (body: unknown) =>
  process(jsonRequest('POST', '/api/payments/process', { body, headers: { ...bearer(buyer), host: 'attacker.example' } }));
const checkStatus = (orderId: string) =>
  status(jsonRequest('GET', `/api/payments/status/${orderId}`, { headers: bearer(buyer) }), withParams({ orderId }));
const send = (payload: unknown) => notify(jsonRequest('POST', '/api/payments/notification', { body: payload }));

/** An invoice with a Snap token, as after the buyer pressed Pay. */
async function openInvoice(planId: string) {
  const invoice = await newInvoice(planId);
  expect((await processAs({ orderId: invoice.orderId })).status).toBe(200);
  return invoice;
}

function midtransSays(invoice: { orderId: string; amount: number }, fields: Record<string, string>) {
  midtrans.transactions.set(invoice.orderId, {
    status_code: '200',
    transaction_status: 'settlement',
    fraud_status: 'accept',
    gross_amount: `${invoice.amount}.00`,
    currency: 'IDR',
    payment_type: 'credit_card',
    ...fields,
  });
}

const premium = async () => (await db.user.findUniqueOrThrow({ where: { id: buyer.id } })).premiumExpiresAt;
const invoiceStatus = async (orderId: string) => (await db.invoice.findUniqueOrThrow({ where: { orderId } })).status;

describe('Midtrans Snap: creating the payment', () => {
  it('sends the Snap transaction Midtrans expects and answers the token for snap.js', async () => {
    const invoice = await newInvoice('3-months');
    const response = await processAs({ orderId: invoice.orderId, lang: 'en' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^snap-token-\d+$/),
      provider: 'midtrans',
      clientKey,
      scriptUrl: `${midtrans.url}/snap/snap.js`,
      redirectUrl: `${midtrans.url}/snap/v4/redirection/${body.token}`,
    });

    expect(midtrans.requests).toHaveLength(1);
    const [request] = midtrans.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/snap/v1/transactions', contentType: 'application/json' });
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`);
    expect(request!.body).toEqual({
      transaction_details: { order_id: invoice.orderId, gross_amount: 55_000 },
      item_details: [{ id: '3-months', price: 55_000, quantity: 1, name: 'Premium 3 Bulan' }],
      customer_details: { first_name: `buyer ${tag}`, email: `buyer.${tag}@example.org` },
      enabled_payments: ['credit_card'],
      credit_card: { secure: true },
      // No SITE_URL in the tests: the local trial's origin.
      callbacks: { finish: `http://localhost:${env.PORT}/en/invoice/${invoice.orderId}` },
      page_expiry: { duration: expect.any(Number), unit: 'minutes' },
    });
    // The Snap page closes when the invoice does (24 hours, give or take the test's own minute).
    expect((request!.body as { page_expiry: { duration: number } }).page_expiry.duration).toBeGreaterThanOrEqual(1439);
    expect(await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).toMatchObject({
      provider: 'midtrans',
      providerToken: body.token,
      providerRedirectUrl: body.redirectUrl,
    });
  });

  it('reuses the Snap token on the next Pay, and makes one for concurrent clicks', async () => {
    const invoice = await newInvoice('1-month');
    const tokens = await Promise.all([1, 2, 3].map(async () => (await (await processAs({ orderId: invoice.orderId })).json()).token));
    expect(new Set(tokens).size).toBe(1);
    const again = await (await processAs({ orderId: invoice.orderId })).json();
    expect(again.token).toBe(tokens[0]);
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).providerToken).toBe(tokens[0]);
  });

  it('replaces a token the sandbox issued before Midtrans was configured', async () => {
    const invoice = await newInvoice('1-month');
    await db.invoice.update({ where: { orderId: invoice.orderId }, data: { provider: 'sandbox', providerToken: 'x'.repeat(32) } });
    const body = await (await processAs({ orderId: invoice.orderId })).json();
    expect(body).toMatchObject({ provider: 'midtrans', token: expect.stringMatching(/^snap-token-\d+$/) });
    expect(await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).toMatchObject({
      provider: 'midtrans',
      providerToken: body.token,
    });
  });

  it.each([
    ['answers 503', 'down'],
    ['does not answer in time', 'hang'],
  ] as const)('answers 503 when Midtrans %s, storing no token; a later Pay works', async (_, mode) => {
    const invoice = await newInvoice('1-month');
    midtrans.mode = mode;
    const started = Date.now();
    const response = await processAs({ orderId: invoice.orderId });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'paymentProviderUnavailable', code: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).providerToken).toBeNull();
    midtrans.mode = 'up';
    expect((await processAs({ orderId: invoice.orderId })).status).toBe(200);
  });

  it('answers 503 when Midtrans refuses our server key', async () => {
    const invoice = await newInvoice('1-month');
    Object.assign(env, { MIDTRANS_SERVER_KEY: 'SB-Mid-server-wrong' });
    try {
      expect((await processAs({ orderId: invoice.orderId })).status).toBe(503);
      expect(midtrans.requests.at(-1)?.authorization).toBe(`Basic ${Buffer.from('SB-Mid-server-wrong:').toString('base64')}`);
    } finally {
      Object.assign(env, { MIDTRANS_SERVER_KEY: serverKey });
    }
  });
});

describe('Midtrans Snap: the status check', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'pending'],
    ['deny', 'accept', 'failed'],
    ['cancel', undefined, 'failed'],
    ['failure', undefined, 'failed'],
    ['expire', undefined, 'expired'],
    ['pending', undefined, 'pending'],
    ['authorize', 'accept', 'pending'],
  ])('maps transaction_status %s (fraud_status %s) to %s', async (transactionStatus, fraudStatus, expected) => {
    const invoice = await openInvoice('1-month');
    midtransSays(invoice, { transaction_status: transactionStatus, ...(fraudStatus ? { fraud_status: fraudStatus } : { fraud_status: '' }) });
    const response = await checkStatus(invoice.orderId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ orderId: invoice.orderId, status: expected });
    expect(midtrans.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v2/${invoice.orderId}/status`,
      authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`,
    });
    if (expected === 'paid') expect(await premium()).toEqual(addCalendarMonths((await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).premiumFrom!, 1));
    else expect(await premium()).toBeNull();
  });

  it('leaves the invoice pending when Midtrans has no transaction for it yet', async () => {
    const invoice = await openInvoice('1-month');
    expect(await (await checkStatus(invoice.orderId)).json()).toMatchObject({ status: 'pending' });
  });

  it('does not ask Midtrans about an invoice nobody has opened for payment', async () => {
    const invoice = await newInvoice('1-month');
    expect(await (await checkStatus(invoice.orderId)).json()).toMatchObject({ status: 'pending' });
    expect(midtrans.requests).toHaveLength(0);
  });

  it('refuses a confirmed amount that is not the invoice\'s', async () => {
    const invoice = await openInvoice('3-months');
    midtransSays(invoice, { gross_amount: '19900.00' });
    expect(await (await checkStatus(invoice.orderId)).json()).toMatchObject({ status: 'pending' });
    expect(await premium()).toBeNull();
  });

  it('answers 503 while Midtrans is down, changing nothing; the next check activates', async () => {
    const invoice = await openInvoice('6-months');
    midtransSays(invoice, { transaction_status: 'settlement' });
    for (const mode of ['down', 'hang'] as const) {
      midtrans.mode = mode;
      const response = await checkStatus(invoice.orderId);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'paymentProviderUnavailable', code: 'unavailable' });
      expect(await invoiceStatus(invoice.orderId)).toBe('pending');
      expect(await premium()).toBeNull();
    }
    midtrans.mode = 'up';
    expect(await (await checkStatus(invoice.orderId)).json()).toMatchObject({ status: 'paid' });
    expect(await premium()).not.toBeNull();
  });
});

describe('Midtrans Snap: notifications', () => {
  it('activates a notification the status API confirms, once', async () => {
    const invoice = await openInvoice('3-months');
    midtransSays(invoice, { transaction_status: 'capture', fraud_status: 'accept' });
    const notification = notificationFor(invoice, serverKey, { transaction_status: 'capture' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(notification)));
    const outcomes = await Promise.all(responses.map(async (response) => (await response.json()).outcome));
    expect(outcomes.sort()).toEqual(['activated', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await invoiceStatus(invoice.orderId)).toBe('paid');
  });

  it('answers 401 to a notification signed with another key (the sandbox\'s, for one)', async () => {
    const invoice = await openInvoice('1-month');
    midtransSays(invoice, {});
    const response = await send(notificationFor(invoice, sandboxServerKey()));
    expect(response.status).toBe(401);
    expect(await invoiceStatus(invoice.orderId)).toBe('pending');
    expect(midtrans.requests.filter((request) => request.method === 'GET')).toHaveLength(0);
  });

  it('answers 503 while the status API is down, storing the event; Midtrans\'s retry activates', async () => {
    const invoice = await openInvoice('1-month');
    midtransSays(invoice, {});
    midtrans.mode = 'down';
    const notification = notificationFor(invoice, serverKey);
    const first = await send(notification);
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ message: 'paymentProviderUnavailable', code: 'unavailable' });
    expect(await invoiceStatus(invoice.orderId)).toBe('pending');
    midtrans.mode = 'up';
    expect(await (await send(notification)).json()).toEqual({ outcome: 'activated' });
    expect(
      await db.paymentEvent.findMany({ where: { orderId: invoice.orderId }, orderBy: { id: 'asc' }, select: { outcome: true, provider: true } }),
    ).toEqual([
      { provider: 'midtrans', outcome: 'deferred: provider unavailable' },
      { provider: 'midtrans', outcome: 'activated' },
    ]);
  });

  it('flags a refund for the operator and leaves premium alone', async () => {
    const invoice = await openInvoice('1-month');
    midtransSays(invoice, { transaction_status: 'settlement' });
    await send(notificationFor(invoice, serverKey));
    const before = await premium();
    midtransSays(invoice, { transaction_status: 'refund', status_code: '200' });
    expect(await (await send(notificationFor(invoice, serverKey, { transaction_status: 'refund' }))).json()).toEqual({
      outcome: 'refund flagged',
    });
    expect(await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).toMatchObject({ status: 'paid', refundFlagged: true });
    expect(await premium()).toEqual(before);
  });

  it('pays an invoice our sweeper expired when Midtrans confirms the money arrived after all', async () => {
    const invoice = await openInvoice('1-month');
    await db.invoice.update({ where: { orderId: invoice.orderId }, data: { status: 'expired' } });
    midtransSays(invoice, { transaction_status: 'settlement' });
    expect(await (await send(notificationFor(invoice, serverKey))).json()).toEqual({ outcome: 'activated' });
    expect(await invoiceStatus(invoice.orderId)).toBe('paid');
    expect(await premium()).not.toBeNull();
  });

  it('refuses what Midtrans does not confirm: an unknown transaction, or another amount', async () => {
    const invoice = await openInvoice('3-months');
    expect((await send(notificationFor(invoice, serverKey))).status).toBe(422);
    midtransSays(invoice, { gross_amount: '5500.00' });
    const response = await send(notificationFor(invoice, serverKey));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'amountMismatch', code: 'unprocessable' });
    expect(await invoiceStatus(invoice.orderId)).toBe('pending');
  });
});
