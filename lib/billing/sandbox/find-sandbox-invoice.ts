// The invoice a sandbox token opens. The sandbox exists only while it is the active provider: with Midtrans
// configured (or payments off), every sandbox token is unknown (404).
import 'server-only';
import { db } from '../../core/db';
import { ApiError } from '../../core/api-error';
import { getPaymentProvider } from '../providers/get-payment-provider';

export const sandboxNotFound = () => new ApiError('not_found', 'paymentNotFound');

/** Tokens are base64url of 24 random bytes. */
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

export function assertSandboxActive(token: string): void {
  if (getPaymentProvider()?.name !== 'sandbox' || !tokenPattern.test(token)) throw sandboxNotFound();
}

export async function findSandboxInvoiceOrderId(token: string): Promise<string> {
  assertSandboxActive(token);
  const invoice = await db.invoice.findFirst({ where: { providerToken: token, provider: 'sandbox' }, select: { orderId: true } });
  if (!invoice) throw sandboxNotFound();
  return invoice.orderId;
}
