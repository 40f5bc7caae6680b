// The payment webhook, with the sandbox as the provider: only a valid signature is trusted, amounts and
// currency must match, the provider's status API has the last word, every signed notification and every change by a
// status check is stored (unsigned ones only leave a rate-limited log line), and premium is extended exactly once
// however many notifications arrive and whatever races them.
import { createTestAccount, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { addCalendarMonths } from '@/lib/billing/add-calendar-months';
import { bearer, deleteBillingTestData, jsonRequest, notificationFor, withParams } from '@/test-support/billing-test-data';
import { createInvoice } from '@/lib/billing/create-invoice';
import { sandboxServerKey } from '@/lib/billing/providers/sandbox-server-key';
import { recordSandboxTransaction, sandboxTransaction } from '@/lib/billing/sandbox/sandbox-transactions';
import { db } from '@/lib/core/db';
import { POST as process } from '../process/route';
import { GET as status } from '../status/[orderId]/route';
import { POST as notify } from './route';

const tag = uniqueTag();
let buyer: TestAccount;

beforeAll(async () => {
  buyer = await createTestAccount(tag, 'buyer');
});

afterAll(async () => {
  await deleteBillingTestData(tag);
});

beforeEach(async () => {
  await db.invoice.deleteMany({ where: { userId: buyer.id } });
  await db.user.update({ where: { id: buyer.id }, data: { premiumExpiresAt: null } });
});

const send = (payload: unknown, address?: string) =>
  notify(jsonRequest('POST', '/api/payments/notification', { body: payload, headers: address ? { 'x-client-ip': address } : {} }));

/** The JSON log lines written (to stderr, warnings and errors) while `run` runs. */
async function logLinesDuring(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  // globalThis: this file's `process` is the payment route.
  const stderr = jest.spyOn(globalThis.process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    stderr.mockRestore();
  }
  return written.flatMap((chunk) => chunk.split('\n')).filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
}

/** A pending invoice with its sandbox token, as after the buyer pressed Pay. */
async function openInvoice(planId: '1-month' | '3-months' | '6-months') {
  const { orderId } = await createInvoice({ userId: buyer.id, planId });
  const response = await process(jsonRequest('POST', '/api/payments/process', { body: { orderId }, headers: bearer(buyer) }));
  expect(response.status).toBe(200);
  return db.invoice.findUniqueOrThrow({ where: { orderId } });
}

/** What the sandbox gateway says happened (its status API answers from this). */
async function gatewaySays(invoice: { orderId: string; amount: number }, result: 'success' | 'failure') {
  await recordSandboxTransaction(db, sandboxTransaction({ ...invoice, currency: 'IDR' }, result, new Date()));
}

const paidNotification = (invoice: { orderId: string; amount: number }, overrides: Record<string, string> = {}) =>
  notificationFor(invoice, sandboxServerKey(), { transaction_status: 'capture', fraud_status: 'accept', ...overrides });

async function events(orderId: string) {
  return db.paymentEvent.findMany({
    where: { orderId, provider: 'sandbox' },
    orderBy: { id: 'asc' },
    select: { signatureValid: true, transactionStatus: true, outcome: true, rawPayload: true },
  });
}

async function premiumOf(account: TestAccount): Promise<Date | null> {
  return (await db.user.findUniqueOrThrow({ where: { id: account.id } })).premiumExpiresAt;
}

describe('POST /api/payments/notification', () => {
  it('activates a confirmed payment: invoice paid, premium for the plan months from now, event stored', async () => {
    const invoice = await openInvoice('3-months');
    await gatewaySays(invoice, 'success');
    const before = new Date();
    const response = await send(paidNotification(invoice));
    const after = new Date();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'activated' });

    const paid = await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } });
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(paid.premiumFrom!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(paid.premiumFrom!.getTime()).toBeLessThanOrEqual(after.getTime());
    expect(paid.premiumUntil).toEqual(addCalendarMonths(paid.premiumFrom!, 3));
    expect(await premiumOf(buyer)).toEqual(paid.premiumUntil);
    expect(await events(invoice.orderId)).toEqual([
      expect.objectContaining({ signatureValid: true, transactionStatus: 'capture', outcome: 'activated' }),
    ]);
  });

  it('answers 401 to a forged signature, changes nothing, stores nothing, and leaves a rate-limited log line', async () => {
    const invoice = await openInvoice('1-month');
    await gatewaySays(invoice, 'success');
    const forgeries = [
      notificationFor(invoice, 'a-guessed-server-key'),
      { ...paidNotification(invoice), signature_key: 'f'.repeat(128) },
      // Signed for 19900, then the amount changed in transit.
      { ...paidNotification(invoice), gross_amount: '1.00' },
      { ...paidNotification(invoice), signature_key: '' },
    ];
    const address = `2001:db8::${tag.slice(1, 5)}`;
    const lines = await logLinesDuring(async () => {
      for (const forged of forgeries) {
        const response = await send(forged, address);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: 'invalidSignature', code: 'unauthorized' });
      }
      // A flood from the same address: 16 kB each, none stored, and the log stops after the first few.
      const padding = 'x'.repeat(15_000);
      for (let index = 0; index < 40; index += 1) {
        expect((await send({ ...notificationFor(invoice, 'guess'), padding }, address)).status).toBe(401);
      }
    });
    expect(await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).toMatchObject({
      status: 'pending',
      paidAt: null,
    });
    expect(await premiumOf(buyer)).toBeNull();
    expect(await db.paymentEvent.count({ where: { orderId: invoice.orderId, provider: { not: 'sandbox-gateway' } } })).toBe(0);
    const refused = lines.filter((line) => line.address === address);
    expect(refused.slice(0, 4)).toEqual(
      Array(4).fill(expect.objectContaining({ msg: 'payment notification refused', reason: 'signature', orderId: invoice.orderId })),
    );
    expect(refused).toHaveLength(11); // ten lines, then one saying the rest of the minute is not logged
    expect(refused.at(-1)).toMatchObject({ msg: 'refused payment notifications: more from this address are not logged for a while' });
  });

  it('answers 422 to a validly signed notification whose amount or currency is not the invoice\'s', async () => {
    const invoice = await openInvoice('3-months');
    await gatewaySays(invoice, 'success');
    const cases = [
      [{ gross_amount: '5500.00' }, 'amountMismatch', 'rejected: amount'],
      [{ gross_amount: '55000.01' }, 'amountMismatch', 'rejected: amount'],
      [{ currency: 'USD' }, 'currencyMismatch', 'rejected: currency'],
    ] as const;
    for (const [overrides, message, outcome] of cases) {
      const response = await send(paidNotification(invoice, overrides));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message, code: 'unprocessable' });
      expect((await events(invoice.orderId)).at(-1)).toMatchObject({ signatureValid: true, outcome });
    }
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).status).toBe('pending');
    expect(await premiumOf(buyer)).toBeNull();
  });

  it('answers 404 to a signed notification for an order we never issued, and stores it', async () => {
    const unknown = { orderId: `JF-20260101-${tag.toUpperCase()}`, amount: 19_900 };
    const response = await send(paidNotification(unknown));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'invoiceNotFound', code: 'not_found' });
    expect(await events(unknown.orderId)).toEqual([
      expect.objectContaining({ signatureValid: true, outcome: 'rejected: unknown order' }),
    ]);
    await db.paymentEvent.deleteMany({ where: { orderId: unknown.orderId } });
  });

  it('answers 400 to something that is not a notification, and stores nothing', async () => {
    const invoice = await openInvoice('1-month');
    const lines = await logLinesDuring(async () => {
      const response = await send({ order_id: invoice.orderId, transaction_status: 'settlement' }, '203.0.113.201');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'invalidNotification', code: 'bad_request' });
    });
    expect(await events(invoice.orderId)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'payment notification refused', reason: 'malformed', address: '203.0.113.201', orderId: invoice.orderId }),
    );
  });

  it('records an activation made by a status check, once, in the same payment_events trail', async () => {
    const invoice = await openInvoice('1-month');
    await gatewaySays(invoice, 'success');
    const check = () =>
      status(jsonRequest('GET', `/api/payments/status/${invoice.orderId}`, { headers: bearer(buyer) }), withParams({ orderId: invoice.orderId }));
    expect(await (await check()).json()).toMatchObject({ status: 'paid' });
    expect(await (await check()).json()).toMatchObject({ status: 'paid' });
    expect(await events(invoice.orderId)).toEqual([
      {
        signatureValid: true,
        transactionStatus: 'capture',
        outcome: 'activated',
        rawPayload: expect.objectContaining({ source: 'status check', order_id: invoice.orderId, transaction_status: 'capture', gross_amount: '19900.00' }),
      },
    ]);
    // A later notification of the same payment is recorded too, as the duplicate it is.
    expect(await (await send(paidNotification(invoice))).json()).toEqual({ outcome: 'duplicate' });
    expect((await events(invoice.orderId)).map((event) => event.outcome)).toEqual(['activated', 'duplicate']);
  });

  it('records a failure found by a status check, and nothing for a check that changes nothing', async () => {
    const invoice = await openInvoice('1-month');
    const check = () =>
      status(jsonRequest('GET', `/api/payments/status/${invoice.orderId}`, { headers: bearer(buyer) }), withParams({ orderId: invoice.orderId }));
    expect(await (await check()).json()).toMatchObject({ status: 'pending' }); // nobody has paid yet
    expect(await events(invoice.orderId)).toEqual([]);
    await gatewaySays(invoice, 'failure');
    expect(await (await check()).json()).toMatchObject({ status: 'failed' });
    expect(await events(invoice.orderId)).toEqual([expect.objectContaining({ outcome: 'failed', transactionStatus: 'deny' })]);
  });

  it('acts on what the provider confirms, not on what the notification claims', async () => {
    const invoice = await openInvoice('1-month');
    // Validly signed "settlement", but the gateway has no transaction: nothing is paid.
    const unconfirmed = await send(paidNotification(invoice));
    expect(unconfirmed.status).toBe(422);
    expect(await unconfirmed.json()).toEqual({ message: 'notConfirmedByProvider', code: 'unprocessable' });
    // The gateway says the card was declined: a "settlement" claim still fails the invoice.
    await gatewaySays(invoice, 'failure');
    expect(await (await send(paidNotification(invoice))).json()).toEqual({ outcome: 'failed' });
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).status).toBe('failed');
    expect(await premiumOf(buyer)).toBeNull();
  });

  it('extends premium exactly once for 20 identical notifications at once', async () => {
    const invoice = await openInvoice('3-months');
    await gatewaySays(invoice, 'success');
    const before = Date.now();
    const notification = paidNotification(invoice);
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(notification)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const outcomes = (await Promise.all(responses.map((response) => response.json()))).map((body) => body.outcome);
    expect(outcomes.filter((outcome) => outcome === 'activated')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19);

    const paid = await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } });
    // Extended twice, premium would start three months from now and end six months out.
    expect(paid.premiumFrom!.getTime()).toBeGreaterThanOrEqual(before);
    expect(paid.premiumFrom!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await premiumOf(buyer)).toEqual(addCalendarMonths(paid.premiumFrom!, 3));
    expect(await events(invoice.orderId)).toHaveLength(20);
  });

  it('extends premium once when a notification races the status check', async () => {
    const invoice = await openInvoice('6-months');
    await gatewaySays(invoice, 'success');
    const before = Date.now();
    const check = () =>
      status(jsonRequest('GET', `/api/payments/status/${invoice.orderId}`, { headers: bearer(buyer) }), withParams({ orderId: invoice.orderId }));
    // Interleaved many times over, so that status checks read the invoice as pending while a notification settles it.
    const calls = Array.from({ length: 12 }, (_, index) => (index % 4 === 0 ? send(paidNotification(invoice)) : check()));
    const responses = await Promise.all(calls);
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    const paid = await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } });
    expect(paid.status).toBe('paid');
    expect(paid.premiumFrom!.getTime()).toBeGreaterThanOrEqual(before);
    expect(paid.premiumFrom!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await premiumOf(buyer)).toEqual(addCalendarMonths(paid.premiumFrom!, 6));
    // Whoever won, the trail holds exactly one activation.
    expect((await events(invoice.orderId)).filter((event) => event.outcome === 'activated')).toHaveLength(1);
  });

  it('never takes a paid invoice back: later pending, deny or expire notifications change nothing', async () => {
    const invoice = await openInvoice('1-month');
    await gatewaySays(invoice, 'success');
    await send(paidNotification(invoice));
    const premium = await premiumOf(buyer);
    for (const transactionStatus of ['pending', 'deny', 'expire', 'cancel', 'settlement']) {
      const response = await send(paidNotification(invoice, { transaction_status: transactionStatus }));
      expect(response.status).toBe(200);
    }
    // Even the provider itself turning round (a declined card recorded after the capture) cannot unpay it.
    await gatewaySays(invoice, 'failure');
    expect(await (await send(paidNotification(invoice, { transaction_status: 'deny' }))).json()).toEqual({
      outcome: 'no change: failed',
    });
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })).status).toBe('paid');
    expect(await premiumOf(buyer)).toEqual(premium);
  });

  it('stacks purchases: 3 months, then 1 month, run 4 months from the first start', async () => {
    const first = await openInvoice('3-months');
    await gatewaySays(first, 'success');
    expect(await (await send(paidNotification(first))).json()).toEqual({ outcome: 'activated' });
    const second = await openInvoice('1-month');
    await gatewaySays(second, 'success');
    expect(await (await send(paidNotification(second))).json()).toEqual({ outcome: 'activated' });

    const [a, b] = await Promise.all(
      [first, second].map((invoice) => db.invoice.findUniqueOrThrow({ where: { orderId: invoice.orderId } })),
    );
    expect(b!.premiumFrom).toEqual(a!.premiumUntil);
    expect(await premiumOf(buyer)).toEqual(addCalendarMonths(addCalendarMonths(a!.premiumFrom!, 3), 1));
    expect(b!.premiumUntil).toEqual(await premiumOf(buyer));
  });

  it('starts from the current expiry when the buyer is already premium', async () => {
    const current = new Date(Date.now() + 10 * 86_400_000);
    await db.user.update({ where: { id: buyer.id }, data: { premiumExpiresAt: current } });
    const invoice = await openInvoice('1-month');
    await gatewaySays(invoice, 'success');
    await send(paidNotification(invoice));
    expect(await premiumOf(buyer)).toEqual(addCalendarMonths(current, 1));
  });
});
