// Billing payloads (spec §7): invoice creation, payment, the sandbox popup's result, and the provider's HTTP
// notification (Midtrans format, parsed loosely: Midtrans adds fields over time). Messages are translation keys.
import { z } from 'zod';
import { orderIdPattern } from '../billing/order-id';
import { planIds } from '../billing/plans';
import type { Locale } from '../i18n/routing';

// The interface languages (lib/i18n/routing.ts), restated: that module pulls next-intl, which no handler needs.
const invoicePageLanguages = ['id', 'en'] as const satisfies readonly Locale[];

export const orderIdSchema = z.string({ message: 'invalidOrderId' }).regex(orderIdPattern, 'invalidOrderId');

export const createInvoiceSchema = z.object({
  planId: z.enum(planIds, { message: 'unknownPlan' }),
});

export const processPaymentSchema = z.object({
  orderId: orderIdSchema,
  /** The language of the invoice page the provider returns to; id by default. */
  lang: z.enum(invoicePageLanguages, { message: 'invalidLanguage' }).optional(),
});

export const sandboxResultSchema = z.object({
  result: z.enum(['success', 'failure'], { message: 'invalidResult' }),
});

export const paymentNotificationSchema = z.looseObject({
  order_id: z.string().min(1).max(50),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().min(1).max(30),
  signature_key: z.string().max(256),
  transaction_status: z.string().min(1).max(50),
  fraud_status: z.string().max(50).optional(),
  currency: z.string().max(10).optional(),
});

export type CreateInvoiceInput = z.infer<typeof createInvoiceSchema>;
export type ProcessPaymentInput = z.infer<typeof processPaymentSchema>;
export type SandboxResultInput = z.infer<typeof sandboxResultSchema>;
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;
