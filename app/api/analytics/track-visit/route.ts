// POST /api/analytics/track-visit { page, sessionId, searchKeyword }: 204; the visit is counted for the admin
// dashboard, 429 with Retry-After past the visits allowed per network and per session.
import { recordVisit } from '@/lib/analytics/record-visit';
import { route } from '@/lib/http/route';
import { trackVisitSchema } from '@/lib/schemas/track-visit';

export const POST = route({ body: trackVisitSchema, maxBodyBytes: 8 * 1024 }, async ({ body, request }) => {
  // server.ts sets x-client-ip itself (overwriting anything a client sent), so it can key the visit limit.
  await recordVisit({ ...body, userAgent: request.headers.get('user-agent'), clientAddress: request.headers.get('x-client-ip') });
  return new Response(null, { status: 204 });
});
