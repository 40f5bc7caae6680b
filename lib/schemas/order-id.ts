// The one order id schema: our invoice key and Midtrans's order_id (lib/billing/order-id.ts holds the pattern), for
// bodies (`orderId`) and the `[orderId]` segment of /api/invoices/{orderId} and /api/payments/status/{orderId}.
import { z } from 'zod';
import { orderIdPattern } from '../billing/order-id';
import { safeText } from './safe-text';

export const orderIdSchema = safeText({ message: 'invalidOrderId' }).regex(orderIdPattern, 'invalidOrderId');

export const orderIdParamsSchema = z.object({ orderId: orderIdSchema });
