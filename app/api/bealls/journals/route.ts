// GET /api/bealls/journals?q&letter&page&limit: the predatory standalone journals of beallslist.net and predatoryjournals.org,
// merged, sorted by name, as `{ data: [{ name, link, source, date }], pagination, listSize, initials, sources, issn? }`.
// Without page and limit the whole (matching) list, as spec §7 answers it; with either, pages of 30 (limit up to 500).
// q narrows by name, case-insensitive, or, when it is an ISSN with or without its hyphen, to the entries the journal
// holding it is tied to (`issn` says which journals hold it); letter ('#', A–Z) to the names filed under it;
// `initials` gives the page each letter starts on (the A–Z jump). From memory, cacheable by anyone for 5 minutes.
import { route } from '@/lib/http/route';
import { listPredatoryEntries } from '@/lib/lists/list-predatory-entries';
import { LIST_CACHE_SECONDS } from '@/lib/lists/load-list-entries';
import { predatoryListQuerySchema } from '@/lib/schemas/lists-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: predatoryListQuerySchema }, async ({ query }) =>
  Response.json(await listPredatoryEntries({ kind: 'journals', ...query }), {
    headers: { 'cache-control': `public, max-age=${LIST_CACHE_SECONDS}` },
  }),
);
