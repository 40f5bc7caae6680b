// The invoice page's "check status" (GET /api/payments/status/{orderId}): while the invoice is pending, the
// provider is asked first and its answer goes through the same activation path as the webhook, leaving the same
// payment_events row when it changes the invoice (an activation by status check is in the audit trail too).
import 'server-only';
import { db } from '../core/db';
import { ApiError } from '../core/api-error';
import { describeError, log } from '../core/log';
import { applyProviderStatus } from './apply-provider-status';
import { expireIfOverdue } from './close-invoice';
import { getOwnInvoice, invoiceNotFound } from './get-own-invoice';
import type { InvoiceJson } from './invoice-json';
import { isOrderId } from './order-id';
import { getPaymentProvider } from './providers/get-payment-provider';
import { type ProviderStatus, ProviderUnavailableError } from './providers/payment-provider';

/** The provider's answer in its notification's field names, marked as coming from our own status check. */
function statusCheckPayload(orderId: string, status: ProviderStatus) {
  return {
    source: 'status check',
    order_id: orderId,
    transaction_status: status.transactionStatus,
    fraud_status: status.fraudStatus ?? null,
    gross_amount: status.grossAmount,
    currency: status.currency ?? null,
    status_code: status.statusCode,
  };
}

export async function checkPaymentStatus(input: { userId: string; orderId: string; now?: Date }): Promise<InvoiceJson> {
  const now = input.now ?? new Date();
  if (!isOrderId(input.orderId)) throw invoiceNotFound();
  const invoice = await db.invoice.findFirst({
    where: { orderId: input.orderId, userId: input.userId },
    select: { status: true, provider: true, providerToken: true },
  });
  if (!invoice) throw invoiceNotFound();
  const provider = getPaymentProvider();
  // Without a token of the current provider nobody can have paid it there: nothing to ask.
  if (invoice.status === 'pending' && invoice.providerToken && provider?.name === invoice.provider) {
    try {
      const status = await provider.fetchStatus(input.orderId);
      if (status) {
        // A change it makes is recorded like a notification's (payment_events), the provider's answer as the payload.
        const result = await applyProviderStatus(input.orderId, status, now, {
          event: {
            orderId: input.orderId,
            provider: provider.name,
            rawPayload: statusCheckPayload(input.orderId, status),
            signatureValid: true,
            transactionStatus: status.transactionStatus,
          },
          onlyChanges: true,
        });
        if (result.kind === 'rejected') log.warn('provider status refused', { orderId: input.orderId, reason: result.reason });
      }
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn('payment provider unavailable for a status check', { orderId: input.orderId, ...describeError(error) });
      throw new ApiError('unavailable', 'paymentProviderUnavailable');
    }
  }
  await expireIfOverdue(input.orderId, now);
  return getOwnInvoice(input);
}
