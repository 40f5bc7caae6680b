// The body of Midtrans's "create Snap transaction" call for one invoice: card only, 3-D Secure, one item that sums to
// gross_amount (Midtrans refuses a mismatch), and a Snap page that closes when our invoice expires.
import type { CreatePaymentOptions, PaymentCustomer, PaymentInvoice } from './payment-provider';

/** Snap accepts page expiries from 5 minutes to 7 days. */
const minimumPageMinutes = 5;
const maximumPageMinutes = 7 * 24 * 60;

export function snapRequestBody(invoice: PaymentInvoice, customer: PaymentCustomer, options: CreatePaymentOptions) {
  const now = options.now ?? new Date();
  const minutesLeft = Math.ceil((invoice.expiresAt.getTime() - now.getTime()) / 60_000);
  return {
    transaction_details: { order_id: invoice.orderId, gross_amount: invoice.amount },
    item_details: [
      // Midtrans caps item names at 50 characters.
      { id: invoice.planId, price: invoice.amount, quantity: 1, name: invoice.planName.slice(0, 50) },
    ],
    customer_details: { first_name: customer.name.slice(0, 255), email: customer.email },
    enabled_payments: ['credit_card'],
    credit_card: { secure: true },
    callbacks: { finish: options.finishUrl },
    page_expiry: {
      duration: Math.min(maximumPageMinutes, Math.max(minimumPageMinutes, minutesLeft)),
      unit: 'minutes',
    },
  };
}
