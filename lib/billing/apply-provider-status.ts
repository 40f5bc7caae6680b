// The one path from a provider's confirmed status to our invoice, shared by the webhook and the status check: the
// amount and currency must be the invoice's, then the status decides (map-transaction-status.ts). The change and its
// payment_events row commit in one transaction, so the audit trail has no gap and no row without its change.
import 'server-only';
import { db } from '../core/db';
import { log } from '../core/log';
import { closeInvoice, flagRefund } from './close-invoice';
import { isSameAmount } from './gross-amount';
import { mapTransactionStatus } from './map-transaction-status';
import type { ProviderStatus } from './providers/payment-provider';
import { type PaymentEventInput, recordPaymentEvent } from './record-payment-event';
import { settleInvoice } from './settle-invoice';

export type ApplyResult =
  | { kind: 'applied'; outcome: string; isChange: boolean }
  | { kind: 'rejected'; reason: 'unknown order' | 'amount' | 'currency' };

export interface ApplyAudit {
  /** The payment_events row to write with the outcome (the notification, or the status the provider answered). */
  event: Omit<PaymentEventInput, 'outcome'>;
  /** The webhook records every signed notification; the status check, which anyone may repeat, only a change. */
  onlyChanges: boolean;
}

const unchanged = new Set(['duplicate']);

export async function applyProviderStatus(
  orderId: string,
  status: ProviderStatus,
  now: Date,
  audit: ApplyAudit,
): Promise<ApplyResult> {
  const invoice = await db.invoice.findUnique({ where: { orderId }, select: { amount: true, currency: true } });
  if (!invoice) return { kind: 'rejected', reason: 'unknown order' };
  if (!isSameAmount(status.grossAmount, invoice.amount)) return { kind: 'rejected', reason: 'amount' };
  // Midtrans's default currency is IDR; when it names one, it must be the invoice's.
  if (status.currency !== undefined && status.currency !== invoice.currency) return { kind: 'rejected', reason: 'currency' };

  const verdict = mapTransactionStatus(status.transactionStatus, status.fraudStatus);
  const result = await db.$transaction(
    async (tx) => {
      let outcome: string;
      switch (verdict) {
        case 'paid':
          outcome = await settleInvoice(tx, orderId, now);
          break;
        case 'failed':
        case 'expired':
          outcome = (await closeInvoice(orderId, verdict, now, tx)) ? verdict : `no change: ${verdict}`;
          break;
        case 'refunded':
          outcome = (await flagRefund(orderId, now, tx)) ? 'refund flagged' : 'duplicate';
          break;
        case 'none':
          outcome = `no change: ${status.transactionStatus}`;
          break;
      }
      const isChange = !unchanged.has(outcome) && !outcome.startsWith('no change');
      if (isChange || !audit.onlyChanges) await recordPaymentEvent({ ...audit.event, outcome }, tx);
      return { kind: 'applied' as const, outcome, isChange };
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
  // Money taken and nothing granted: the operator must pay it back (the admin dashboard lists these invoices).
  if (result.outcome === 'needs refund: no account') {
    log.warn('payment received for a deleted account: refund it', { orderId, amount: status.grossAmount });
  }
  return result;
}
