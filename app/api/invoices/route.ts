// GET /api/invoices?page&limit: the caller's own invoices, newest first, in the lists' page envelope
// `{ data, pagination }`; each item is the invoice as GET /api/invoices/{orderId} answers it.
import { withUser } from '@/lib/accounts/auth/with-user';
import { listOwnInvoices } from '@/lib/billing/list-own-invoices';
import { invoiceListQuerySchema } from '@/lib/schemas/billing';

export const dynamic = 'force-dynamic';

export const GET = withUser({ query: invoiceListQuerySchema }, async ({ user, query }) =>
  Response.json(await listOwnInvoices({ userId: user.id, page: query.page, limit: query.limit })),
);
