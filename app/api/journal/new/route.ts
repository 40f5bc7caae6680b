// GET /api/journal/new?q&publisher&page&limit: a page (20 by default) of the new Scopus titles, with the
// search (name and publisher case-insensitive, ISSN and E-ISSN plain case-sensitive substrings), the
// publisher filter, and `source`: which list this is (Elsevier's, or the SJR 2025-vs-2024 stand-in).
import { route } from '@/lib/http/route';
import { listNewJournals } from '@/lib/lists/list-new-journals';
import { newJournalsQuerySchema } from '@/lib/schemas/lists-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: newJournalsQuerySchema }, async ({ query }) =>
  Response.json(await listNewJournals(query), { headers: { 'cache-control': 'public, max-age=60' } }),
);
