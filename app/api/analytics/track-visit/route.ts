// POST /api/analytics/track-visit { page, sessionId, searchKeyword }: 204; the visit is counted for the admin
// dashboard.
import { recordVisit } from '@/lib/analytics/record-visit';
import { route } from '@/lib/http/route';
import { trackVisitSchema } from '@/lib/schemas/track-visit';

export const POST = route({ body: trackVisitSchema, maxBodyBytes: 8 * 1024 }, async ({ body, request }) => {
  await recordVisit({ ...body, userAgent: request.headers.get('user-agent') });
  return new Response(null, { status: 204 });
});
