// Visit tracking payload (POST /api/analytics/track-visit): the page (path and query), the browser session id, the
// `q` search keyword. The page must be a path of this site (no other origin, no `//host` or backslash trick), and a
// keyword must be the page's own `q`, as the tracker sends it: nothing else can reach the dashboard's keyword lists.
import { z } from 'zod';
import { safeText } from './safe-text';

// The tracker's ids (lib/analytics/client/browser-session-id.ts) are a base-36 timestamp, a dash and 12 base-36 characters;
// older ones and other well-behaved clients stay within this alphabet and length.
export const sessionIdSchema = safeText().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidSessionId');

const siteOrigin = 'http://site.invalid';

/** A path and query on this site: resolved against any origin, it stays on that origin. */
export function isInSitePath(page: string): boolean {
  if (!page.startsWith('/') || page.startsWith('//') || /[\\#]/.test(page)) return false;
  try {
    return new URL(page, siteOrigin).origin === siteOrigin;
  } catch {
    return false;
  }
}

function pageKeyword(page: string): string | null {
  return new URL(page, siteOrigin).searchParams.get('q')?.trim() || null;
}

export const trackVisitSchema = z
  .object({
    page: safeText().min(1).max(2048).startsWith('/').refine(isInSitePath, 'invalidPage'),
    sessionId: sessionIdSchema,
    searchKeyword: safeText()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .refine((visit) => visit.searchKeyword === null || visit.searchKeyword === pageKeyword(visit.page), {
    message: 'keywordNotInPage',
    path: ['searchKeyword'],
  });

export type TrackVisitInput = z.infer<typeof trackVisitSchema>;
