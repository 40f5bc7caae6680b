// What the sandbox popup shows for its token (GET /api/payments/sandbox/{token}): the amount, the plan and the
// order, and the result already recorded if any. The token is the capability, as a Snap token is: no login needed.
import 'server-only';
import { db } from '../../core/db';
import { findSandboxInvoiceOrderId, sandboxNotFound } from './find-sandbox-invoice';
import { findSandboxTransaction, resultOf, type SandboxResult } from './sandbox-transactions';

export interface SandboxPayment {
  orderId: string;
  amount: number;
  currency: string;
  planId: string;
  planName: string;
  status: string;
  expiresAt: string;
  result: SandboxResult | null;
}

export async function getSandboxPayment(token: string): Promise<SandboxPayment> {
  const orderId = await findSandboxInvoiceOrderId(token);
  const invoice = await db.invoice.findUnique({
    where: { orderId },
    select: { amount: true, currency: true, planId: true, planName: true, status: true, expiresAt: true },
  });
  if (!invoice) throw sandboxNotFound();
  const transaction = await findSandboxTransaction(orderId);
  return {
    orderId,
    amount: invoice.amount,
    currency: invoice.currency,
    planId: invoice.planId,
    planName: invoice.planName,
    status: invoice.status,
    expiresAt: invoice.expiresAt.toISOString(),
    result: transaction ? resultOf(transaction) : null,
  };
}
