// The one interface both payment providers implement: Midtrans Snap over HTTP, and the local
// sandbox. Services never know which one runs; a provider that cannot be reached throws ProviderUnavailableError.
import type { SignedFields } from '../notification-signature';

export type ProviderName = 'midtrans' | 'sandbox';

export interface PaymentInvoice {
  orderId: string;
  /** Whole rupiah. */
  amount: number;
  planId: string;
  planName: string;
  expiresAt: Date;
}

export interface PaymentCustomer {
  name: string;
  email: string;
}

export interface CreatePaymentOptions {
  /** Where the provider sends the customer back after paying (the invoice page). */
  finishUrl: string;
  now?: Date;
}

export interface CreatedPayment {
  /** Opens the payment popup (Snap token, or the sandbox's own token). */
  token: string;
  redirectUrl?: string;
}

/** The provider's own view of a transaction, as its status API answers it. */
export interface ProviderStatus {
  transactionStatus: string;
  fraudStatus?: string;
  /** As the provider writes it, e.g. "55000.00". */
  grossAmount: string;
  currency?: string;
  statusCode: string;
}

/**
 * What cancelling an order at the provider did: `cancelled` (its transaction is void, or its payment page will refuse
 * payment), `no transaction` (nobody started paying: nothing to void), `not cancellable` (e.g. already settled).
 */
export type CancelOutcome = 'cancelled' | 'no transaction' | 'not cancellable';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key for the browser's snap.js (Midtrans only). */
  readonly clientKey?: string;
  /** The snap.js URL matching the configured environment (Midtrans only). */
  readonly scriptUrl?: string;
  createPayment(invoice: PaymentInvoice, customer: PaymentCustomer, options: CreatePaymentOptions): Promise<CreatedPayment>;
  /** null when the provider has no transaction for the order (nobody has paid or tried to). */
  fetchStatus(orderId: string): Promise<ProviderStatus | null>;
  /** Voids the order's transaction where the provider allows it. */
  cancelPayment(orderId: string): Promise<CancelOutcome>;
  /** Checks a notification's signature_key with this provider's server key. */
  isNotificationSigned(fields: SignedFields, signature: unknown): boolean;
}

/** The provider did not answer, or answered with a server error: nothing may change, a later attempt will. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
