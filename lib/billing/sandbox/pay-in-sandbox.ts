// The sandbox popup's Pay or Fail (POST /api/payments/sandbox/{token}): records the card result on the "provider
// side" (sandbox-transactions.ts), then delivers a Midtrans-format notification signed with the sandbox key to our
// own webhook service in-process, so the sandbox runs exactly the production path (signature, amounts, status
// confirmation, activation). The first result is final; repeating it re-delivers the notification, changing nothing.
import 'server-only';
import { db } from '../../core/db';
import { ApiError } from '../../core/api-error';
import { signNotification } from '../notification-signature';
import { sandboxServerKey } from '../providers/sandbox-server-key';
import { receivePaymentNotification } from '../receive-payment-notification';
import { findSandboxInvoiceOrderId, sandboxNotFound } from './find-sandbox-invoice';
import {
  findSandboxTransaction,
  recordSandboxTransaction,
  resultOf,
  type SandboxResult,
  type SandboxTransaction,
  sandboxTransaction,
} from './sandbox-transactions';

async function recordResult(orderId: string, result: SandboxResult, now: Date): Promise<SandboxTransaction> {
  return db.$transaction(
    async (tx) => {
      // The invoice row lock makes two clicks (Pay and Fail at once, or two tabs) record one result.
      const [invoice] = await tx.$queryRaw<{ amount: number; currency: string; status: string; expires_at: Date }[]>`
        SELECT amount, currency, status, expires_at FROM invoices WHERE order_id = ${orderId} FOR UPDATE`;
      if (!invoice) throw sandboxNotFound();
      const existing = await findSandboxTransaction(orderId, tx);
      if (existing) {
        if (resultOf(existing) !== result) throw new ApiError('conflict', 'paymentAlreadyCompleted');
        return existing;
      }
      // A real gateway refuses a closed or timed-out payment page as well.
      if (invoice.status === 'paid' || invoice.status === 'needs_refund') throw new ApiError('conflict', 'invoiceAlreadyPaid');
      // A cancelled invoice (its account deleted) has its payment page closed, as Midtrans's cancel does.
      if (invoice.status === 'cancelled') throw new ApiError('conflict', 'invoiceCancelled');
      if (invoice.status !== 'pending' || invoice.expires_at.getTime() <= now.getTime()) {
        throw new ApiError('conflict', invoice.status === 'failed' ? 'invoiceFailed' : 'invoiceExpired');
      }
      const transaction = sandboxTransaction({ orderId, amount: invoice.amount, currency: invoice.currency }, result, now);
      await recordSandboxTransaction(tx, transaction);
      return transaction;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}

export async function payInSandbox(input: {
  token: string;
  result: SandboxResult;
  now?: Date;
}): Promise<{ orderId: string; result: SandboxResult; status: string; outcome: string }> {
  const now = input.now ?? new Date();
  const orderId = await findSandboxInvoiceOrderId(input.token);
  const transaction = await recordResult(orderId, input.result, now);
  const notification = { ...transaction, signature_key: signNotification(transaction, sandboxServerKey()) };
  const { outcome } = await receivePaymentNotification(notification, { clientAddress: null, now });
  const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId }, select: { status: true } });
  return { orderId, result: input.result, status: invoice.status, outcome };
}
