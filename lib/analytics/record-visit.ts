// Stores one page view with its device and browser. Admin pages are never stored.
import 'server-only';
import { isHiddenAdminPath } from '../core/admin-path';
import { db } from '../core/db';
import type { TrackVisitInput } from '../schemas/track-visit';
import { isTrackedPage } from './is-tracked-page';
import { parseUserAgent } from './parse-user-agent';

export async function recordVisit(input: TrackVisitInput & { userAgent: string | null }): Promise<boolean> {
  if (!isTrackedPage(input.page) || isHiddenAdminPath(input.page)) return false;
  const { deviceType, browser } = parseUserAgent(input.userAgent);
  await db.visit.create({
    data: {
      page: input.page,
      sessionId: input.sessionId,
      searchKeyword: input.searchKeyword,
      deviceType,
      browser,
    },
  });
  return true;
}
