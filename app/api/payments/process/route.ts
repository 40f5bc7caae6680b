// POST /api/payments/process {orderId, lang?}: the popup's token { token, provider, clientKey?,
// scriptUrl?, redirectUrl? }; 404 for someone else's invoice, 409 when it is no longer payable, 503 when the
// provider cannot be reached.
import { invoicePageUrl } from '@/lib/billing/invoice-page-url';
import { processPayment } from '@/lib/billing/process-payment';
import { withUser } from '@/lib/accounts/auth/with-user';
import { processPaymentSchema } from '@/lib/schemas/billing';

export const POST = withUser({ body: processPaymentSchema, maxBodyBytes: 4 * 1024 }, async ({ user, body }) => {
  const finishUrl = invoicePageUrl(body.orderId, body.lang);
  return Response.json(await processPayment({ userId: user.id, orderId: body.orderId, finishUrl }));
});
