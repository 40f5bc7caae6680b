// Page views tracked per client network and per browser session (VISIT_RATE_LIMIT and VISIT_SESSION_RATE_LIMIT per
// VISIT_RATE_WINDOW_SECONDS): a visitor reading page after page stays well under both, a script posting visits is
// refused with 429 past them, so neither the visits table nor the dashboard's totals grow faster than that.
import 'server-only';
import { env } from '../core/env';
import { checkRateLimit } from '../rate-limit/check-rate-limit';

export async function checkVisitRateLimit(visit: { network: string | null; sessionId: string }): Promise<void> {
  const windowMs = env.VISIT_RATE_WINDOW_SECONDS * 1000;
  // Without a known network only the session is limited: one shared bucket would let one client stop all tracking.
  if (visit.network) await checkRateLimit(`visit:network:${visit.network}`, { limit: env.VISIT_RATE_LIMIT, windowMs });
  await checkRateLimit(`visit:session:${visit.sessionId}`, { limit: env.VISIT_SESSION_RATE_LIMIT, windowMs });
}
