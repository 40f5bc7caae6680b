// The one order id schema: our invoice key and Midtrans's order_id, for bodies (`orderId`) and the `[orderId]` segment
// of /api/invoices/{orderId} and /api/payments/status/{orderId}. Midtrans allows at most 50 of A–Z a–z 0–9 - _ ~ .
// (lib/billing/order-id.ts makes ours within it).
import { z } from 'zod';
import { safeText } from './safe-text';

export const orderIdPattern = /^[A-Za-z0-9\-_~.]{1,50}$/;

export const orderIdSchema = safeText({ message: 'invalidOrderId' }).regex(orderIdPattern, 'invalidOrderId');

export const orderIdParamsSchema = z.object({ orderId: orderIdSchema });
