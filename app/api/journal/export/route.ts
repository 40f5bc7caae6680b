// GET /api/journal/export?q&field&quartile&category&country&openAccess&type&maxApc&maxReviewDays&sort&order&lang:
// the list or search as CSV. Rows: what the visitor may see, the first FREE_PAGE_SIZE without premium (the comment
// line says so), every matching row with premium, streamed.
import { getRequestUser } from '@/lib/accounts/auth/get-request-user';
import { route } from '@/lib/http/route';
import { FREE_PAGE_SIZE } from '@/lib/catalogue/allowed-page-size';
import { exportJournals } from '@/lib/catalogue/export-journals';
import { checkExportRateLimit } from '@/lib/catalogue/export-rate-limit';
import { journalExportQuerySchema } from '@/lib/schemas/journal-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: journalExportQuerySchema }, async ({ query, request }) => {
  const viewer = await getRequestUser(request);
  await checkExportRateLimit(viewer ? `user:${viewer.id}` : `address:${request.headers.get('x-client-ip') ?? 'unknown'}`);
  const chunks = exportJournals(query, viewer?.isPremium ? null : FREE_PAGE_SIZE);
  // The first chunks are read before answering, so a database error is still the one error shape, not a cut file.
  const first = await chunks.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="jurnal-finder-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
});
