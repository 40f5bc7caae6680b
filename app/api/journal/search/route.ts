// GET /api/journal/search?q&page&limit&field&quartile&category: title substring or ISSN, filtered.
import { getRequestUser } from '@/lib/accounts/auth/get-request-user';
import { route } from '@/lib/http/route';
import { allowedPageSize } from '@/lib/catalogue/allowed-page-size';
import { journalPageCacheControl } from '@/lib/catalogue/journal-cache-control';
import { searchJournals } from '@/lib/catalogue/search-journals';
import { journalSearchQuerySchema } from '@/lib/schemas/journal-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: journalSearchQuerySchema }, async ({ query, request }) => {
  const limit = await allowedPageSize(query.page, query.limit, () => getRequestUser(request));
  const page = await searchJournals({ ...query, limit });
  return Response.json(page, { headers: { 'cache-control': journalPageCacheControl(query.page, query.limit) } });
});
