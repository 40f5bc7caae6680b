// The one path from a provider's confirmed status to our invoice, shared by the webhook and the status check: the
// amount and currency must be the invoice's, then the status decides (map-transaction-status.ts).
import 'server-only';
import { db } from '../db';
import { closeInvoice, flagRefund } from './close-invoice';
import { isSameAmount } from './gross-amount';
import { mapTransactionStatus } from './map-transaction-status';
import type { ProviderStatus } from './providers/payment-provider';
import { settleInvoice } from './settle-invoice';

export type ApplyResult =
  | { kind: 'applied'; outcome: string }
  | { kind: 'rejected'; reason: 'unknown order' | 'amount' | 'currency' };

export async function applyProviderStatus(orderId: string, status: ProviderStatus, now: Date = new Date()): Promise<ApplyResult> {
  const invoice = await db.invoice.findUnique({ where: { orderId }, select: { amount: true, currency: true } });
  if (!invoice) return { kind: 'rejected', reason: 'unknown order' };
  if (!isSameAmount(status.grossAmount, invoice.amount)) return { kind: 'rejected', reason: 'amount' };
  // Midtrans's default currency is IDR; when it names one, it must be the invoice's.
  if (status.currency !== undefined && status.currency !== invoice.currency) return { kind: 'rejected', reason: 'currency' };

  const verdict = mapTransactionStatus(status.transactionStatus, status.fraudStatus);
  switch (verdict) {
    case 'paid':
      return { kind: 'applied', outcome: await settleInvoice(orderId, now) };
    case 'failed':
    case 'expired':
      return { kind: 'applied', outcome: (await closeInvoice(orderId, verdict, now)) ? verdict : `no change: ${verdict}` };
    case 'refunded':
      return { kind: 'applied', outcome: (await flagRefund(orderId, now)) ? 'refund flagged' : 'duplicate' };
    case 'none':
      return { kind: 'applied', outcome: `no change: ${status.transactionStatus}` };
  }
}
