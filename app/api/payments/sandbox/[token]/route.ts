// The local sandbox provider's popup API, 404 whatever is sent whenever Midtrans is configured. GET: what the popup
// shows. POST {result: "success" | "failure"}: the card result, delivered to our webhook as a signed notification.
import { assertSandboxActive } from '@/lib/billing/sandbox/find-sandbox-invoice';
import { getSandboxPayment } from '@/lib/billing/sandbox/get-sandbox-payment';
import { payInSandbox } from '@/lib/billing/sandbox/pay-in-sandbox';
import { readJsonBody } from '@/lib/http/read-json-body';
import { route } from '@/lib/http/route';
import { sandboxResultSchema, sandboxTokenParamsSchema } from '@/lib/schemas/billing';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };
const params = sandboxTokenParamsSchema;
const notFoundMessage = 'paymentNotFound';

export const GET = route({ params, notFoundMessage }, async ({ params }) =>
  Response.json(await getSandboxPayment(params.token), { headers: noStore }),
);

export const POST = route({ params, notFoundMessage }, async ({ params, request }) => {
  assertSandboxActive(params.token);
  const { result } = sandboxResultSchema.parse(await readJsonBody(request, 1024));
  return Response.json(await payInSandbox({ token: params.token, result }), { headers: noStore });
});
