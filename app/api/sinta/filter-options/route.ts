// GET /api/sinta/filter-options: `{ subjects, accreditations }`. Signed-in users only, as every SINTA call:
// the SINTA page is guarded and a guard that the API does not repeat guards nothing.
import { withUser } from '@/lib/accounts/auth/with-user';
import { getSintaFilterOptions } from '@/lib/sinta/get-sinta-filter-options';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async () =>
  Response.json(await getSintaFilterOptions(), { headers: { 'cache-control': 'private, max-age=300' } }),
);
