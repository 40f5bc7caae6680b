// Visit tracking payload (spec §7): the page (path and query), the browser session id, the `q` search keyword.
import { z } from 'zod';

export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidSessionId');

export const trackVisitSchema = z.object({
  page: z.string().min(1).max(2048).startsWith('/'),
  sessionId: sessionIdSchema,
  searchKeyword: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type TrackVisitInput = z.infer<typeof trackVisitSchema>;
