// Visit tracking payload (POST /api/analytics/track-visit): the page (path and query), the browser session id, the
// `q` search keyword.
import { z } from 'zod';
import { safeText } from './safe-text';

export const sessionIdSchema = safeText().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidSessionId');

export const trackVisitSchema = z.object({
  page: safeText().min(1).max(2048).startsWith('/'),
  sessionId: sessionIdSchema,
  searchKeyword: safeText()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type TrackVisitInput = z.infer<typeof trackVisitSchema>;
