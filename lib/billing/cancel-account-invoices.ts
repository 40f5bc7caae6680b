// Deleting an account cancels its open invoices: in the deleting transaction, every pending invoice of the account
// becomes cancelled (nobody may pay for an account that is gone); after it commits, each one that reached the payment
// provider is cancelled there too, where the provider allows it. A payment that still gets through is stored as
// needs_refund (settle-invoice.ts) and listed on the admin dashboard.
import 'server-only';
import { describeError, log } from '../core/log';
import type { Prisma } from '../generated/prisma/client';
import { getPaymentProvider } from './providers/get-payment-provider';

export interface CancelledInvoice {
  orderId: string;
  provider: string;
  /** A payment page was opened at the provider (a Snap token, or the sandbox's). */
  hasProviderToken: boolean;
}

export async function cancelOpenInvoices(
  tx: Prisma.TransactionClient,
  userId: string,
  now: Date = new Date(),
): Promise<CancelledInvoice[]> {
  const rows = await tx.$queryRaw<{ order_id: string; provider: string; has_token: boolean }[]>`
    UPDATE invoices SET status = 'cancelled', updated_at = ${now}
     WHERE user_id = ${userId} AND status = 'pending'
    RETURNING order_id, provider, provider_token IS NOT NULL AS has_token`;
  return rows.map((row) => ({ orderId: row.order_id, provider: row.provider, hasProviderToken: row.has_token }));
}

/** Never throws: the account is already gone; a failure is logged with the order id for the operator. */
export async function cancelAtProvider(invoices: readonly CancelledInvoice[]): Promise<void> {
  const opened = invoices.filter((invoice) => invoice.hasProviderToken);
  if (opened.length === 0) return;
  const provider = getPaymentProvider();
  await Promise.all(
    opened.map(async ({ orderId, provider: issuedBy }) => {
      if (provider?.name !== issuedBy) {
        log.warn('cancelled invoice not cancelled at its payment provider: not configured', { orderId, provider: issuedBy });
        return;
      }
      try {
        const outcome = await provider.cancelPayment(orderId);
        log.info('cancelled invoice cancelled at its payment provider', { orderId, provider: issuedBy, outcome });
      } catch (error) {
        log.warn('cancelled invoice not cancelled at its payment provider', { orderId, provider: issuedBy, ...describeError(error) });
      }
    }),
  );
}
