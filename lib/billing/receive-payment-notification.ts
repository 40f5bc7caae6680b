// The provider's HTTP notification (POST /api/payments/notification), Midtrans format. Trusted only once its
// signature verifies; its amount and currency must be the invoice's; then the provider's status API is asked and
// only that confirmed status is applied, so duplicates and out-of-order notifications change nothing twice. Errors
// are the API's (400 malformed, 401 forged, 404 unknown order, 422 mismatch, 503 provider unreachable: nothing
// changed, and a later notification or status check activates). Only signed notifications are stored
// (payment_events); refused ones leave a rate-limited log line, since anyone can send them.
import 'server-only';
import { db } from '../core/db';
import { ApiError } from '../core/api-error';
import { describeError, log } from '../core/log';
import { paymentNotificationSchema } from '../schemas/billing';
import { applyProviderStatus } from './apply-provider-status';
import { isSameAmount } from './gross-amount';
import { requirePaymentProvider } from './providers/get-payment-provider';
import { type ProviderStatus, ProviderUnavailableError } from './providers/payment-provider';
import { recordPaymentEvent } from './record-payment-event';
import { RefusedNotificationLog } from './refused-notification-log';
import { processSingleton } from '../core/process-singleton';

const rejections = {
  'unknown order': () => new ApiError('not_found', 'invoiceNotFound'),
  amount: () => new ApiError('unprocessable', 'amountMismatch'),
  currency: () => new ApiError('unprocessable', 'currencyMismatch'),
} as const;

const refusedNotifications = processSingleton(
  'refused-payment-notifications',
  () => new RefusedNotificationLog({ write: (message, fields) => log.warn(message, fields) }),
);

function claimedOrderId(payload: unknown): string {
  const value = typeof payload === 'object' && payload !== null ? (payload as { order_id?: unknown }).order_id : undefined;
  return typeof value === 'string' ? value : '';
}

export interface NotificationContext {
  /** The sender's trusted address (x-client-ip), for the trace of refused notifications. */
  clientAddress: string | null;
  now?: Date;
}

export async function receivePaymentNotification(payload: unknown, context: NotificationContext): Promise<{ outcome: string }> {
  const now = context.now ?? new Date();
  const provider = requirePaymentProvider();
  const refuse = async (reason: 'malformed' | 'signature', error: ApiError): Promise<never> => {
    await refusedNotifications.note({ address: context.clientAddress, reason, orderId: claimedOrderId(payload) });
    throw error;
  };

  const parsed = paymentNotificationSchema.safeParse(payload);
  if (!parsed.success) return refuse('malformed', new ApiError('bad_request', 'invalidNotification'));
  const notification = parsed.data;
  if (!provider.isNotificationSigned(notification, notification.signature_key)) {
    return refuse('signature', new ApiError('unauthorized', 'invalidSignature'));
  }

  // Signed by the provider from here on: worth keeping, whatever we make of it.
  const event = {
    orderId: notification.order_id,
    provider: provider.name,
    rawPayload: payload,
    signatureValid: true,
    transactionStatus: notification.transaction_status,
  };
  const finish = async (outcome: string, error?: ApiError) => {
    await recordPaymentEvent({ ...event, outcome });
    log.info('payment notification', { orderId: event.orderId, provider: provider.name, outcome });
    if (error) throw error;
    return { outcome };
  };

  const invoice = await db.invoice.findUnique({
    where: { orderId: notification.order_id },
    select: { amount: true, currency: true },
  });
  if (!invoice) return finish('rejected: unknown order', rejections['unknown order']());
  if (!isSameAmount(notification.gross_amount, invoice.amount)) return finish('rejected: amount', rejections.amount());
  if (notification.currency !== undefined && notification.currency !== invoice.currency) {
    return finish('rejected: currency', rejections.currency());
  }

  let confirmed: ProviderStatus | null;
  try {
    confirmed = await provider.fetchStatus(notification.order_id);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    log.warn('payment provider unavailable to confirm a notification', { orderId: event.orderId, ...describeError(error) });
    return finish('deferred: provider unavailable', new ApiError('unavailable', 'paymentProviderUnavailable'));
  }
  if (!confirmed) return finish('rejected: unknown to provider', new ApiError('unprocessable', 'notConfirmedByProvider'));
  const result = await applyProviderStatus(notification.order_id, confirmed, now, { event, onlyChanges: false });
  if (result.kind === 'rejected') return finish(`rejected: confirmed ${result.reason}`, rejections[result.reason]());
  log.info('payment notification', { orderId: event.orderId, provider: provider.name, outcome: result.outcome });
  return { outcome: result.outcome };
}
