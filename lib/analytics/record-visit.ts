// Stores one page view with its device, browser and client network, within the visit limits (visit-rate-limit.ts).
// Admin pages are never stored, nor counted.
import 'server-only';
import { isHiddenAdminPath } from '../core/admin-path';
import { db } from '../core/db';
import type { TrackVisitInput } from '../schemas/track-visit';
import { clientNetwork } from './client-network';
import { isTrackedPage } from './is-tracked-page';
import { parseUserAgent } from './parse-user-agent';
import { checkVisitRateLimit } from './visit-rate-limit';

export async function recordVisit(
  input: TrackVisitInput & { userAgent: string | null; clientAddress: string | null },
): Promise<boolean> {
  if (!isTrackedPage(input.page) || isHiddenAdminPath(input.page)) return false;
  const network = clientNetwork(input.clientAddress);
  await checkVisitRateLimit({ network, sessionId: input.sessionId });
  const { deviceType, browser } = parseUserAgent(input.userAgent);
  await db.visit.create({
    data: {
      page: input.page,
      sessionId: input.sessionId,
      searchKeyword: input.searchKeyword,
      deviceType,
      browser,
      clientNetwork: network,
    },
  });
  return true;
}
