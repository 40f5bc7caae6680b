// The audit trail of payments (payment_events, for the operator): every notification whose signature checked out,
// and every change a status check made, with what we did about it. Unsigned or malformed notifications are not
// stored (anyone can send them): they leave a rate-limited log line instead (log-refused-notification.ts).
import 'server-only';
import { db } from '../core/db';
import type { Prisma } from '../generated/prisma/client';

export interface PaymentEventInput {
  orderId: string;
  provider: string;
  rawPayload: unknown;
  signatureValid: boolean;
  transactionStatus?: string | null;
  outcome: string;
}

type Client = Pick<Prisma.TransactionClient, 'paymentEvent'>;

/** Pass the transaction that made the change, so the change and its record commit together or not at all. */
export async function recordPaymentEvent(event: PaymentEventInput, client: Client = db): Promise<void> {
  await client.paymentEvent.create({
    data: {
      orderId: event.orderId.slice(0, 100),
      provider: event.provider,
      rawPayload: (event.rawPayload ?? null) as Prisma.InputJsonValue,
      signatureValid: event.signatureValid,
      transactionStatus: event.transactionStatus?.slice(0, 50) ?? null,
      outcome: event.outcome,
    },
  });
}
