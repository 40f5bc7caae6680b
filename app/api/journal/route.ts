// GET /api/journal?page&limit&field&quartile&category: one page of the catalogue by SJR rank.
import { getRequestUser } from '@/lib/accounts/auth/get-request-user';
import { route } from '@/lib/http/route';
import { allowedPageSize } from '@/lib/catalogue/allowed-page-size';
import { journalPageCacheControl } from '@/lib/catalogue/journal-cache-control';
import { listJournals } from '@/lib/catalogue/list-journals';
import { journalListQuerySchema } from '@/lib/schemas/journal-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: journalListQuerySchema }, async ({ query, request }) => {
  const limit = await allowedPageSize(query.page, query.limit, () => getRequestUser(request));
  const page = await listJournals({ ...query, limit });
  return Response.json(page, { headers: { 'cache-control': journalPageCacheControl(query.page, query.limit) } });
});
