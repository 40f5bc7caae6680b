// POST /api/invoices/create {planId}: 201 { orderId } for a new invoice, 200 { orderId } when the user's
// pending, unexpired invoice for the same plan is given back instead.
import { createInvoice } from '@/lib/billing/create-invoice';
import { withUser } from '@/lib/accounts/auth/with-user';
import { createInvoiceSchema } from '@/lib/schemas/billing';

export const POST = withUser({ body: createInvoiceSchema, maxBodyBytes: 4 * 1024 }, async ({ user, body }) => {
  const { orderId, isNew } = await createInvoice({ userId: user.id, planId: body.planId });
  return Response.json({ orderId }, { status: isNew ? 201 : 200 });
});
