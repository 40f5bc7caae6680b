// GET /api/sinta/list?subject&accreditation&page&limit: `{ data, pagination }`, 12 per page by default.
// Signed-in users only (the SINTA page is guarded).
import { withUser } from '@/lib/accounts/auth/with-user';
import { sintaListQuerySchema } from '@/lib/schemas/sinta-query';
import { listSintaJournals } from '@/lib/sinta/list-sinta-journals';

export const dynamic = 'force-dynamic';

export const GET = withUser({ query: sintaListQuerySchema }, async ({ query }) =>
  Response.json(await listSintaJournals(query), { headers: { 'cache-control': 'private, max-age=60' } }),
);
