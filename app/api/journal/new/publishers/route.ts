// GET /api/journal/new/publishers: the publisher filter's options on the new-titles page, with counts.
import { route } from '@/lib/http/route';
import { listNewJournalPublishers } from '@/lib/lists/list-new-journal-publishers';

export const dynamic = 'force-dynamic';

export const GET = route({}, async () =>
  Response.json(await listNewJournalPublishers(), { headers: { 'cache-control': 'public, max-age=60' } }),
);
