// GET /api/journal/{sourceid}/links: the journal page's cross-links, `{ warnings, isDiscontinued, sintaWebsite? }`;
// 404 in the one error shape when the Sourceid is unknown.
import { ApiError } from '@/lib/core/api-error';
import { route } from '@/lib/http/route';
import { sourceIdParamsSchema } from '@/lib/schemas/source-id';
import { getJournalCrossLinks } from '@/lib/lists/get-journal-cross-links';

export const dynamic = 'force-dynamic';

export const GET = route({ params: sourceIdParamsSchema, notFoundMessage: 'journalNotFound' }, async ({ params }) => {
  const links = await getJournalCrossLinks(params.sourceid);
  if (!links) throw new ApiError('not_found', 'journalNotFound');
  return Response.json(links, { headers: { 'cache-control': 'public, max-age=300' } });
});
