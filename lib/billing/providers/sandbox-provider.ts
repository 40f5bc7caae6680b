// The local payment provider (the default when Midtrans is not configured): an opaque token per invoice opens the
// sandbox popup; its status API answers from what the popup recorded (sandbox/sandbox-transactions.ts).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { isSignatureValid, type SignedFields } from '../notification-signature';
import { findSandboxTransaction } from '../sandbox/sandbox-transactions';
import type { CancelOutcome, CreatedPayment, PaymentProvider, ProviderStatus } from './payment-provider';
import { sandboxServerKey } from './sandbox-server-key';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  async createPayment(): Promise<CreatedPayment> {
    // 192 random bits, URL-safe: the token is the only thing that opens the popup, like a Snap token.
    return { token: randomBytes(24).toString('base64url') };
  }

  async fetchStatus(orderId: string): Promise<ProviderStatus | null> {
    const transaction = await findSandboxTransaction(orderId);
    if (!transaction) return null;
    return {
      transactionStatus: transaction.transaction_status,
      fraudStatus: transaction.fraud_status,
      grossAmount: transaction.gross_amount,
      currency: transaction.currency,
      statusCode: transaction.status_code,
    };
  }

  /** The popup refuses a cancelled invoice (pay-in-sandbox.ts): its payment page is closed once the invoice is. */
  async cancelPayment(): Promise<CancelOutcome> {
    return 'cancelled';
  }

  isNotificationSigned(fields: SignedFields, signature: unknown): boolean {
    return isSignatureValid(fields, signature, sandboxServerKey());
  }
}
