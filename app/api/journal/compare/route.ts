// GET /api/journal/compare?ids=1,2,3: two to four distinct journals side by side, `{ journals, best }`: Scopus ones by
// Sourceid (`kind: "scopus"`, as GET /api/journal/{sourceid} gives them), SINTA ones by their website, URL-encoded
// (`kind: "sinta"`, as GET /api/sinta/detail gives them). 400 for anything but 2–4 distinct ids; 404 naming the unknown
// ones in `details.unknownIds`; 429 past the per-address limit (lib/compare/compare-rate-limit.ts). Public, as the
// journal pages are: it shows nothing they do not.
import { ApiError } from '@/lib/core/api-error';
import { route } from '@/lib/http/route';
import { compareJournals } from '@/lib/compare/compare-journals';
import { checkCompareRateLimit } from '@/lib/compare/compare-rate-limit';
import { publicCatalogueCacheControl } from '@/lib/catalogue/journal-cache-control';
import { journalCompareQuerySchema } from '@/lib/schemas/journal-compare';

export const dynamic = 'force-dynamic';

export const GET = route({ query: journalCompareQuerySchema }, async ({ query, request }) => {
  // server.ts sets x-client-ip itself (overwriting anything a client sent), so it can key the limit.
  await checkCompareRateLimit(request.headers.get('x-client-ip'));
  const result = await compareJournals(query.ids);
  if (!result.found) throw new ApiError('not_found', 'journalNotFound', { details: { unknownIds: result.unknownIds } });
  return Response.json(result.comparison, { headers: { 'cache-control': publicCatalogueCacheControl } });
});
