// Opens payment for an invoice (POST /api/payments/process): the token for the provider's popup. A token the
// current provider already issued for this invoice is reused (the Snap page lives as long as the invoice); two
// concurrent calls keep the first token stored, and the provider is never called while a database lock is held.
import 'server-only';
import { db } from '../core/db';
import { ApiError } from '../core/api-error';
import { assertPayable } from './assert-payable';
import { invoiceNotFound } from './get-own-invoice';
import { isOrderId } from './order-id';
import { requirePaymentProvider } from './providers/get-payment-provider';
import { type CreatedPayment, type PaymentProvider, ProviderUnavailableError } from './providers/payment-provider';

export interface PaymentSession {
  token: string;
  provider: PaymentProvider['name'];
  clientKey?: string;
  scriptUrl?: string;
  redirectUrl?: string;
}

const invoiceSelect = {
  orderId: true,
  status: true,
  expiresAt: true,
  amount: true,
  planId: true,
  planName: true,
  issuedToName: true,
  issuedToEmail: true,
  provider: true,
  providerToken: true,
  providerRedirectUrl: true,
} as const;

function session(provider: PaymentProvider, token: string, redirectUrl: string | null | undefined): PaymentSession {
  return {
    token,
    provider: provider.name,
    ...(provider.clientKey ? { clientKey: provider.clientKey } : {}),
    ...(provider.scriptUrl ? { scriptUrl: provider.scriptUrl } : {}),
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}

export async function processPayment(input: {
  userId: string;
  orderId: string;
  /** The invoice page the provider sends the customer back to. */
  finishUrl: string;
  now?: Date;
}): Promise<PaymentSession> {
  const now = input.now ?? new Date();
  const provider = requirePaymentProvider();
  if (!isOrderId(input.orderId)) throw invoiceNotFound();
  const find = () => db.invoice.findFirst({ where: { orderId: input.orderId, userId: input.userId }, select: invoiceSelect });
  const invoice = await find();
  if (!invoice) throw invoiceNotFound();
  await assertPayable(invoice, now);
  if (invoice.providerToken && invoice.provider === provider.name) {
    return session(provider, invoice.providerToken, invoice.providerRedirectUrl);
  }

  let created: CreatedPayment;
  try {
    created = await provider.createPayment(
      invoice,
      { name: invoice.issuedToName, email: invoice.issuedToEmail },
      { finishUrl: input.finishUrl, now },
    );
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ApiError('unavailable', 'paymentProviderUnavailable');
    throw error;
  }
  // Stored only if no token of this provider was stored meanwhile and the invoice is still payable.
  const stored = await db.$executeRaw`
    UPDATE invoices
    SET provider = ${provider.name}, provider_token = ${created.token},
        provider_redirect_url = ${created.redirectUrl ?? null}, updated_at = ${now}
    WHERE order_id = ${invoice.orderId} AND status = 'pending'
      AND (provider_token IS NULL OR provider <> ${provider.name})`;
  if (stored === 1) return session(provider, created.token, created.redirectUrl);

  const current = await find();
  if (!current) throw invoiceNotFound();
  await assertPayable(current, now);
  if (current.providerToken && current.provider === provider.name) {
    return session(provider, current.providerToken, current.providerRedirectUrl);
  }
  throw new Error(`Could not store the payment token of invoice ${invoice.orderId}`);
}
