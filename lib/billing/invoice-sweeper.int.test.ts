// The expiry sweeper: pending invoices past expiresAt become expired, nothing else changes, two sweeps at
// once (two instances) expire each invoice once, and startInvoiceSweeper sweeps until stopped.
import { createTestAccount, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { db } from '@/lib/core/db';
import type { InvoiceStatus } from '@/lib/generated/prisma/client';
import { invoiceSweepLockKey } from './billing-locks';
import { deleteBillingTestData } from '../../test-support/billing-test-data';
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
  it('sweeps at once and at each interval, and schedules nothing once stopped', async () => {
    const intervalMs = 3_600_000; // never passes by itself: the test says when an interval has passed
    const clock = controlSweeperClock(intervalMs);
    try {
      const first = await invoice('pending', -1_000);
      const stop = startInvoiceSweeper({ intervalMs });
      await waitFor(async () => (await statusOf(first)) === 'expired');
      await waitFor(async () => clock.pending === 1); // the next sweep, scheduled once the first has finished
      const second = await invoice('pending', -1_000);
      expect(await statusOf(second)).toBe('pending'); // no sweep before the interval
      clock.tick();
      await waitFor(async () => (await statusOf(second)) === 'expired');
      await waitFor(async () => clock.pending === 1);
      await stop();
      expect(clock.pending).toBe(0); // the scheduled sweep was cancelled and nothing new was scheduled
    } finally {
      clock.restore();
    }
  });
});

/** Takes over the timers of one delay (the sweeper's interval): `tick()` runs them as if the interval had passed. */
function controlSweeperClock(delayMs: number) {
  const realSetTimeout = global.setTimeout;
  const realClearTimeout = global.clearTimeout;
  const pending = new Map<object, () => void>();
  const set = jest.spyOn(global, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
    if (ms !== delayMs) return realSetTimeout(callback, ms);
    const handle = { unref: () => handle, ref: () => handle, hasRef: () => false };
    pending.set(handle, callback);
    return handle;
  }) as typeof setTimeout);
  const clear = jest.spyOn(global, 'clearTimeout').mockImplementation((handle) => {
    if (!pending.delete(handle as object)) realClearTimeout(handle);
  });
  return {
    get pending() {
      return pending.size;
    },
    tick(): void {
      const due = [...pending.values()];
      pending.clear();
      for (const callback of due) callback();
    },
    restore(): void {
      set.mockRestore();
      clear.mockRestore();
    },
  };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
