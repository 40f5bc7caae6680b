// Ends a pending invoice as failed or expired. Guarded by `status = 'pending'`, so a paid invoice never goes back
// and a repeated or late verdict changes nothing.
import 'server-only';
import { db } from '../core/db';
import type { Prisma } from '../generated/prisma/client';

type Client = Pick<Prisma.TransactionClient, '$executeRaw'>;

export async function closeInvoice(
  orderId: string,
  status: 'failed' | 'expired',
  now: Date = new Date(),
  client: Client = db,
): Promise<boolean> {
  const changed = await client.$executeRaw`
    UPDATE invoices SET status = ${status}::invoice_status, updated_at = ${now}
    WHERE order_id = ${orderId} AND status = 'pending'`;
  return changed === 1;
}

/** A pending invoice past its expiry, seen before the sweeper got to it, is expired on the spot. */
export async function expireIfOverdue(orderId: string, now: Date = new Date()): Promise<boolean> {
  const changed = await db.$executeRaw`
    UPDATE invoices SET status = 'expired', updated_at = ${now}
    WHERE order_id = ${orderId} AND status = 'pending' AND expires_at <= ${now}`;
  return changed === 1;
}

/** A refund or chargeback: premium is left alone, the operator reviews flagged invoices. */
export async function flagRefund(orderId: string, now: Date = new Date(), client: Client = db): Promise<boolean> {
  const changed = await client.$executeRaw`
    UPDATE invoices SET refund_flagged = true, updated_at = ${now}
    WHERE order_id = ${orderId} AND refund_flagged = false`;
  return changed === 1;
}
