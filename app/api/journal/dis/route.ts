// GET /api/journal/dis?page&limit=20&q&reason&publisher&year: a page of the discontinued titles as
// `{ data, total, pagination, source }`; reason and publisher case-insensitive substrings, year exact.
import { route } from '@/lib/http/route';
import { listDiscontinuedJournals } from '@/lib/lists/list-discontinued-journals';
import { discontinuedJournalsQuerySchema } from '@/lib/schemas/lists-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: discontinuedJournalsQuerySchema }, async ({ query }) =>
  Response.json(await listDiscontinuedJournals(query), { headers: { 'cache-control': 'public, max-age=60' } }),
);
