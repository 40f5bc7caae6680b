// GET /api/journal/{sourceid}: the journal page's data, or the one error shape with 404 when unknown.
import { ApiError } from '@/lib/core/api-error';
import { route } from '@/lib/http/route';
import { sourceIdParamsSchema } from '@/lib/schemas/source-id';
import { getJournalDetail } from '@/lib/catalogue/get-journal-detail';
import { publicCatalogueCacheControl } from '@/lib/catalogue/journal-cache-control';

export const dynamic = 'force-dynamic';

export const GET = route({ params: sourceIdParamsSchema, notFoundMessage: 'journalNotFound' }, async ({ params }) => {
  const journal = await getJournalDetail(params.sourceid);
  if (!journal) throw new ApiError('not_found', 'journalNotFound');
  return Response.json(journal, { headers: { 'cache-control': publicCatalogueCacheControl } });
});
