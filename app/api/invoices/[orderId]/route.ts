// GET /api/invoices/{orderId}: the invoice for its owner; 404 for anyone else, as for an unknown id.
import { getOwnInvoice } from '@/lib/billing/get-own-invoice';
import { withUser } from '@/lib/accounts/auth/with-user';
import { orderIdParamsSchema } from '@/lib/schemas/order-id';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: orderIdParamsSchema, notFoundMessage: 'invoiceNotFound' }, async ({ user, params }) =>
  Response.json(await getOwnInvoice({ userId: user.id, orderId: params.orderId })),
);
