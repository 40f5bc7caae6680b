// GET /api/sinta/detail?website=: the journal with that website (the favourite identifier), or 404.
// Signed-in users only (the SINTA page and the favourites page that call it are both behind login).
import { ApiError } from '@/lib/core/api-error';
import { withUser } from '@/lib/accounts/auth/with-user';
import { sintaDetailQuerySchema } from '@/lib/schemas/sinta-query';
import { getSintaDetail } from '@/lib/sinta/get-sinta-detail';

export const dynamic = 'force-dynamic';

export const GET = withUser({ query: sintaDetailQuerySchema }, async ({ query }) => {
  const journal = await getSintaDetail(query.website);
  if (!journal) throw new ApiError('not_found', 'sintaJournalNotFound');
  return Response.json(journal, { headers: { 'cache-control': 'private, max-age=60' } });
});
