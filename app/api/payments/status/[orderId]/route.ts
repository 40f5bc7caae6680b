// GET /api/payments/status/{orderId}: the invoice, after asking the provider while it is pending (and
// activating premium when it says paid). 404 for someone else's invoice; 503 when the provider cannot be reached.
import { checkPaymentStatus } from '@/lib/billing/check-payment-status';
import { withUser } from '@/lib/accounts/auth/with-user';
import { orderIdParamsSchema } from '@/lib/schemas/order-id';

export const dynamic = 'force-dynamic';

export const GET = withUser({ params: orderIdParamsSchema, notFoundMessage: 'invoiceNotFound' }, async ({ user, params }) =>
  Response.json(await checkPaymentStatus({ userId: user.id, orderId: params.orderId })),
);
