// POST /api/payments/notification: the payment provider's HTTP notification (Midtrans format). 200 { outcome }
// once handled; 401 for a bad signature, 404 unknown order, 422 amount or currency mismatch, 503 when the provider
// could not confirm (a failed delivery for Midtrans; the next notification or status check activates). The rules are
// in lib/billing/receive-payment-notification.ts; the provider's status call is bounded by MIDTRANS_TIMEOUT_MS.
import { receivePaymentNotification } from '@/lib/billing/receive-payment-notification';
import { readJsonBody } from '@/lib/http/read-json-body';
import { route } from '@/lib/http/route';

export const POST = route({}, async ({ request }) => {
  // A Midtrans notification is a few hundred bytes; every signed body is stored, so the cap stays small.
  const payload = await readJsonBody(request, 16 * 1024);
  // server.ts sets x-client-ip itself (overwriting anything a client sent): it keys the trace of refused notifications.
  const result = await receivePaymentNotification(payload, { clientAddress: request.headers.get('x-client-ip') });
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
});
