// GET /api/journal/facets: the options of the filter dropdowns (fields, quartiles, categories with counts).
import { route } from '@/lib/http/route';
import { getJournalFacets } from '@/lib/catalogue/get-journal-facets';
import { publicCatalogueCacheControl } from '@/lib/catalogue/journal-cache-control';

export const dynamic = 'force-dynamic';

export const GET = route({}, async () => {
  return Response.json(await getJournalFacets(), { headers: { 'cache-control': publicCatalogueCacheControl } });
});
