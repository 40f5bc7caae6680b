// The expiry sweeper (issue 6): pending invoices past expiresAt become expired, nothing else changes, two sweeps at
// once (two instances) expire each invoice once, and startInvoiceSweeper sweeps until stopped.
import { createTestAccount, type TestAccount, uniqueTag } from '@/lib/auth/account-test-data';
import { db } from '@/lib/db';
import type { InvoiceStatus } from '@/lib/generated/prisma/client';
import { invoiceSweepLockKey } from './billing-locks';
import { deleteBillingTestData } from './billing-test-data';
import { expireOverdueInvoices } from './expire-overdue-invoices';
import { startInvoiceSweeper } from './invoice-sweeper';
import { newOrderId } from './order-id';

const tag = uniqueTag();
let owner: TestAccount;

beforeAll(async () => {
  owner = await createTestAccount(tag, 'owner');
});

afterAll(async () => {
  await deleteBillingTestData(tag);
});

beforeEach(async () => {
  await db.invoice.deleteMany({ where: { userId: owner.id } });
});

async function invoice(status: InvoiceStatus, expiresInMs: number): Promise<string> {
  const { orderId } = await db.invoice.create({
    data: {
      orderId: newOrderId(),
      userId: owner.id,
      issuedToName: `owner ${tag}`,
      issuedToEmail: `owner.${tag}@example.org`,
      planId: '1-month',
      planName: 'Premium 1 Bulan',
      amount: 19_900,
      provider: 'sandbox',
      status,
      expiresAt: new Date(Date.now() + expiresInMs),
    },
    select: { orderId: true },
  });
  return orderId;
}

const statusOf = async (orderId: string) => (await db.invoice.findUniqueOrThrow({ where: { orderId } })).status;

describe('expireOverdueInvoices', () => {
  it('expires pending invoices past their expiry and nothing else', async () => {
    const overdue = await invoice('pending', -1_000);
    const current = await invoice('pending', 3_600_000);
    const paidLate = await invoice('paid', -1_000);
    const failedLate = await invoice('failed', -1_000);

    const result = await expireOverdueInvoices();
    expect(result.ran).toBe(true);
    expect(result.expired).toContain(overdue);
    expect(result.expired).not.toContain(current);
    expect(await statusOf(overdue)).toBe('expired');
    expect(await statusOf(current)).toBe('pending');
    expect(await statusOf(paidLate)).toBe('paid');
    expect(await statusOf(failedLate)).toBe('failed');
    expect((await expireOverdueInvoices()).expired).not.toContain(overdue);
  });

  it('expires each invoice once when two instances sweep at the same moment', async () => {
    const overdue = await Promise.all(Array.from({ length: 30 }, () => invoice('pending', -1_000)));
    const results = await Promise.all([expireOverdueInvoices(), expireOverdueInvoices(), expireOverdueInvoices()]);
    const mine = results.flatMap((result) => result.expired).filter((orderId) => overdue.includes(orderId));
    expect(mine.sort()).toEqual([...overdue].sort());
    expect(results.some((result) => result.ran)).toBe(true);
    for (const orderId of overdue) expect(await statusOf(orderId)).toBe('expired');
  });

  it('skips while another instance holds the sweep lock', async () => {
    const overdue = await invoice('pending', -1_000);
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${invoiceSweepLockKey}::bigint)`;
      expect(await expireOverdueInvoices()).toEqual({ ran: false, expired: [] });
    });
    expect(await statusOf(overdue)).toBe('pending');
  });
});

describe('startInvoiceSweeper', () => {
  it('sweeps at once and every interval until stopped', async () => {
    const first = await invoice('pending', -1_000);
    const stop = startInvoiceSweeper({ intervalMs: 50 });
    try {
      await waitFor(async () => (await statusOf(first)) === 'expired');
      const second = await invoice('pending', -1_000);
      await waitFor(async () => (await statusOf(second)) === 'expired');
    } finally {
      await stop();
    }
    const afterStop = await invoice('pending', -1_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf(afterStop)).toBe('pending');
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
