// The sandbox gateway's own record of what the customer did in its popup ("the provider side"), kept in the
// database so every instance answers the same: a payment_events row with provider "sandbox-gateway" whose payload
// is the transaction in Midtrans's status format. The newest row of an order is its status.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { db } from '../../core/db';
import type { Prisma } from '../../generated/prisma/client';
import { toGrossAmount } from '../gross-amount';

export const sandboxGatewayProvider = 'sandbox-gateway';
const recordedOutcome = 'sandbox: recorded';

export type SandboxResult = 'success' | 'failure';

export interface SandboxTransaction {
  order_id: string;
  transaction_id: string;
  transaction_time: string;
  transaction_status: 'capture' | 'deny';
  fraud_status: 'accept';
  status_code: '200' | '202';
  status_message: string;
  gross_amount: string;
  currency: string;
  payment_type: 'credit_card';
}

/** Midtrans writes times in Jakarta time as "yyyy-MM-dd HH:mm:ss". */
function jakartaTime(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function sandboxTransaction(
  invoice: { orderId: string; amount: number; currency: string },
  result: SandboxResult,
  now: Date,
): SandboxTransaction {
  // A card payment that goes through is "capture" accepted by fraud detection; a declined card is "deny" (202).
  const paid = result === 'success';
  return {
    order_id: invoice.orderId,
    transaction_id: randomUUID(),
    transaction_time: jakartaTime(now),
    transaction_status: paid ? 'capture' : 'deny',
    fraud_status: 'accept',
    status_code: paid ? '200' : '202',
    status_message: paid ? 'Success, Credit Card transaction is successful' : 'Deny by Bank [Sandbox]',
    gross_amount: toGrossAmount(invoice.amount),
    currency: invoice.currency,
    payment_type: 'credit_card',
  };
}

export const resultOf = (transaction: SandboxTransaction): SandboxResult =>
  transaction.transaction_status === 'capture' ? 'success' : 'failure';

type Client = Pick<Prisma.TransactionClient, 'paymentEvent'>;

export async function findSandboxTransaction(orderId: string, client: Client = db): Promise<SandboxTransaction | null> {
  const row = await client.paymentEvent.findFirst({
    where: { orderId, provider: sandboxGatewayProvider },
    orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
    select: { rawPayload: true },
  });
  return row ? (row.rawPayload as unknown as SandboxTransaction) : null;
}

export async function recordSandboxTransaction(client: Client, transaction: SandboxTransaction): Promise<void> {
  await client.paymentEvent.create({
    data: {
      orderId: transaction.order_id,
      provider: sandboxGatewayProvider,
      rawPayload: transaction as unknown as Prisma.InputJsonObject,
      signatureValid: true,
      transactionStatus: transaction.transaction_status,
      outcome: recordedOutcome,
    },
  });
}
