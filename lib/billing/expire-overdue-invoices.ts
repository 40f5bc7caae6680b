// One expiry sweep: pending invoices past expiresAt become expired. One sweep at a time across every instance
// (pg_try_advisory_xact_lock: a busy lock means another instance is sweeping, so this one skips). No server-only
// and relative imports only: server.ts runs it outside Next's bundle.
import { db } from '../core/db';
import { invoiceSweepLockKey } from './billing-locks';

export interface SweepResult {
  /** False when another instance held the sweep lock. */
  ran: boolean;
  expired: string[];
}

export async function expireOverdueInvoices(now: Date = new Date()): Promise<SweepResult> {
  return db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(${invoiceSweepLockKey}::bigint) AS locked`;
      if (!lock?.locked) return { ran: false, expired: [] };
      // Guarded by status like every transition: an invoice paid a moment ago stays paid.
      const rows = await tx.$queryRaw<{ order_id: string }[]>`
        UPDATE invoices SET status = 'expired', updated_at = ${now}
        WHERE status = 'pending' AND expires_at <= ${now}
        RETURNING order_id`;
      return { ran: true, expired: rows.map((row) => row.order_id) };
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}
