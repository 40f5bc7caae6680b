// GET /api/journal/export?q&field&quartile&category&country&openAccess&type&maxApc&maxReviewDays&sort&order&lang:
// the list or search as CSV in the dialect of `lang` (journal-csv.ts). Rows: what the visitor may see, the first
// FREE_PAGE_SIZE without premium (the comment line says so), every matching row with premium, streamed from a
// cursor. A few exports run at once (export-slots.ts: 429 `exportsBusy` with Retry-After beyond its line), and a
// file that cannot be finished says so in its last line (export-stream.ts).
import { getRequestUser } from '@/lib/accounts/auth/get-request-user';
import { route } from '@/lib/http/route';
import { FREE_PAGE_SIZE } from '@/lib/catalogue/allowed-page-size';
import { exportJournals } from '@/lib/catalogue/export-journals';
import { checkExportRateLimit } from '@/lib/catalogue/export-rate-limit';
import { acquireExportSlot } from '@/lib/catalogue/export-slots';
import { exportStream } from '@/lib/catalogue/export-stream';
import { journalExportQuerySchema } from '@/lib/schemas/journal-query';

export const dynamic = 'force-dynamic';

export const GET = route({ query: journalExportQuerySchema }, async ({ query, request, requestId }) => {
  const viewer = await getRequestUser(request);
  await checkExportRateLimit(viewer ? `user:${viewer.id}` : `address:${request.headers.get('x-client-ip') ?? 'unknown'}`);
  const release = await acquireExportSlot(request.signal);
  let body: ReadableStream<Uint8Array>;
  try {
    const chunks = exportJournals(query, viewer?.isPremium ? null : FREE_PAGE_SIZE);
    // The first chunk is read before answering, so a database error there is still the one error shape, not a cut file.
    const first = await chunks.next();
    if (first.done) throw new Error('The export yielded no header');
    body = exportStream(chunks, first.value, { lang: query.lang, requestId, onEnd: release, signal: request.signal });
  } catch (error) {
    release();
    throw error;
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="jurnal-finder-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
});
