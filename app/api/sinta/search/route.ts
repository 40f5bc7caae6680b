// GET /api/sinta/search?q&subject&accreditation&page&limit: `{ data, pagination }`, 6 per page by default;
// q (a title, a few words or an abstract) ranked by relevance, the exact title first. Signed-in users only (the SINTA
// page is guarded), free or premium.
import { withUser } from '@/lib/accounts/auth/with-user';
import { sintaSearchQuerySchema } from '@/lib/schemas/sinta-query';
import { searchSintaJournals } from '@/lib/sinta/search-sinta-journals';

export const dynamic = 'force-dynamic';

// q may be an unpublished abstract: the answer is never stored, not even in the researcher's own browser cache.
export const GET = withUser({ query: sintaSearchQuerySchema }, async ({ query }) =>
  Response.json(await searchSintaJournals(query), { headers: { 'cache-control': 'no-store' } }),
);
