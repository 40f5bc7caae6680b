// GET /api/journal/facets?q&field&quartile&category&country&openAccess&type&maxApc&maxReviewDays: the filter
// dropdowns' options with counts (fields, quartiles, categories, countries, types, openAccess) over the journals the
// search and the other filters match. Without parameters, the whole catalogue's.
import { route } from '@/lib/http/route';
import { getJournalFacets } from '@/lib/catalogue/get-journal-facets';
import { publicCatalogueCacheControl } from '@/lib/catalogue/journal-cache-control';
import { journalFacetsQuerySchema } from '@/lib/schemas/journal-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: journalFacetsQuerySchema }, async ({ query }) => {
  return Response.json(await getJournalFacets(query), { headers: { 'cache-control': publicCatalogueCacheControl } });
});
