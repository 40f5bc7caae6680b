// GET /api/bealls/publishers?q: every predatory publisher (beallslist.net and predatoryjournals.org,
// merged) as `{ data: [{ name, link, source, date }], sources }`; q narrows by name, case-insensitive.
// The whole list is answered (the page filters it in the browser), from memory, cacheable by anyone for 5 minutes.
import { route } from '@/lib/http/route';
import { listPredatoryEntries } from '@/lib/lists/list-predatory-entries';
import { LIST_CACHE_SECONDS } from '@/lib/lists/load-list-entries';
import { predatoryListQuerySchema } from '@/lib/schemas/lists-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: predatoryListQuerySchema }, async ({ query }) =>
  Response.json(await listPredatoryEntries({ kind: 'publishers', q: query.q }), {
    headers: { 'cache-control': `public, max-age=${LIST_CACHE_SECONDS}` },
  }),
);
