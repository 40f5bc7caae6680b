// GET /api/journal/warnings?ids=1,2,https%3A%2F%2F…: the predatory and hijacked list entries each journal is tied to,
// by the rules of its own page (lib/lists/find-journals-warnings.ts), as `{ warnings: { [id]: [...] } }`; ids naming no
// journal are left out. Public, as the journal pages are; the lists change only with an import, so cacheable by anyone
// for 5 minutes.
import { route } from '@/lib/http/route';
import { findJournalsWarnings } from '@/lib/lists/find-journals-warnings';
import { LIST_CACHE_SECONDS } from '@/lib/lists/load-list-entries';
import { journalWarningsQuerySchema } from '@/lib/schemas/journal-warnings';

export const dynamic = 'force-dynamic';

export const GET = route({ query: journalWarningsQuerySchema }, async ({ query }) =>
  Response.json(
    { warnings: await findJournalsWarnings(query.ids) },
    { headers: { 'cache-control': `public, max-age=${LIST_CACHE_SECONDS}` } },
  ),
);
