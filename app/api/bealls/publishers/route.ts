// GET /api/bealls/publishers?q&page&limit: the predatory publishers of beallslist.net and predatoryjournals.org,
// merged, sorted by name, 30 a page by default (up to 500), as `{ data: [{ name, link, source, date }], pagination,
// listSize, initials, sources }`; q narrows by name, case-insensitive; `initials` gives the page each letter starts on
// (the A–Z jump). From memory, cacheable by anyone for 5 minutes.
import { route } from '@/lib/http/route';
import { listPredatoryEntries } from '@/lib/lists/list-predatory-entries';
import { LIST_CACHE_SECONDS } from '@/lib/lists/load-list-entries';
import { predatoryListQuerySchema } from '@/lib/schemas/lists-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: predatoryListQuerySchema }, async ({ query }) =>
  Response.json(await listPredatoryEntries({ kind: 'publishers', ...query }), {
    headers: { 'cache-control': `public, max-age=${LIST_CACHE_SECONDS}` },
  }),
);
