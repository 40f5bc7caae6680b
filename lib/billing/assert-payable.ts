// Only a pending invoice before its expiry can be paid (409 otherwise, with the reason as a translation key). An
// overdue pending invoice is expired on the spot rather than left for the sweeper.
import 'server-only';
import type { InvoiceStatus } from '../generated/prisma/client';
import { ApiError } from '../core/api-error';
import { expireIfOverdue } from './close-invoice';

const refusals: Record<Exclude<InvoiceStatus, 'pending'>, string> = {
  paid: 'invoiceAlreadyPaid',
  expired: 'invoiceExpired',
  failed: 'invoiceFailed',
  cancelled: 'invoiceCancelled',
  needs_refund: 'invoiceAlreadyPaid',
};

export async function assertPayable(
  invoice: { orderId: string; status: InvoiceStatus; expiresAt: Date },
  now: Date,
): Promise<void> {
  if (invoice.status !== 'pending') throw new ApiError('conflict', refusals[invoice.status]);
  if (invoice.expiresAt.getTime() <= now.getTime()) {
    await expireIfOverdue(invoice.orderId, now);
    throw new ApiError('conflict', refusals.expired);
  }
}
