// Billing payloads: invoice creation, the user's invoice list, payment, the sandbox popup's result, and the provider's
// HTTP notification (Midtrans format, parsed loosely: Midtrans adds fields over time). Messages are translation keys.
import { z } from 'zod';
import { planIds } from '../shared/plans';
import type { Locale } from '../i18n/routing';
import { orderIdSchema } from './order-id';
import { pageField, pageSizeField } from './query-fields';
import { hasOnlySafeText, safeText } from './safe-text';

export { orderIdSchema };

// The interface languages (lib/i18n/routing.ts), restated: that module pulls next-intl, which no handler needs.
const invoicePageLanguages = ['id', 'en'] as const satisfies readonly Locale[];

export const createInvoiceSchema = z.object({
  planId: z.enum(planIds, { message: 'unknownPlan' }),
});

/** GET /api/invoices: a page of the user's own invoices, 10 a page by default, at most 50. */
export const invoiceListQuerySchema = z.object({
  page: pageField(10_000),
  limit: pageSizeField(10, 50),
});

export const processPaymentSchema = z.object({
  orderId: orderIdSchema,
  /** The language of the invoice page the provider returns to; id by default. */
  lang: z.enum(invoicePageLanguages, { message: 'invalidLanguage' }).optional(),
});

export const sandboxResultSchema = z.object({
  result: z.enum(['success', 'failure'], { message: 'invalidResult' }),
});

// Every string of the payload, named or not, is safe text: the whole payload is stored (payment_events, jsonb).
export const paymentNotificationSchema = z
  .looseObject({
    order_id: safeText().min(1).max(50),
    status_code: safeText().min(1).max(10),
    gross_amount: safeText().min(1).max(30),
    signature_key: safeText().max(256),
    transaction_status: safeText().min(1).max(50),
    fraud_status: safeText().max(50).optional(),
    currency: safeText().max(10).optional(),
  })
  .refine(hasOnlySafeText, { message: 'textInvalid' });

/** The `[token]` segment of the sandbox popup's API (lib/billing/sandbox checks its exact form). */
export const sandboxTokenParamsSchema = z.object({ token: safeText().min(1).max(100) });

export type CreateInvoiceInput = z.infer<typeof createInvoiceSchema>;
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
export type ProcessPaymentInput = z.infer<typeof processPaymentSchema>;
export type SandboxResultInput = z.infer<typeof sandboxResultSchema>;
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;
