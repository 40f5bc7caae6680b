// Every notification is kept as received, valid or not, with what we did about it (payment_events, for the operator).
import 'server-only';
import { db } from '../db';
import type { Prisma } from '../generated/prisma/client';

export interface PaymentEventInput {
  orderId: string;
  provider: string;
  rawPayload: unknown;
  signatureValid: boolean;
  transactionStatus?: string | null;
  outcome: string;
}

export async function recordPaymentEvent(event: PaymentEventInput): Promise<void> {
  await db.paymentEvent.create({
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
