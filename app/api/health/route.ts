// GET /api/health: `{ status: "ok", db: "ok" }` when the database answers, else 503 with Retry-After. For load
// balancers and supervisors.
import { ApiError } from '@/lib/core/api-error';
import { route } from '@/lib/http/route';
import { reportDatabaseDown, reportDatabaseUp, retryAfterSeconds } from '@/lib/database/database-outage';
import { isDatabaseReachable } from '@/lib/http/check-database';

export const dynamic = 'force-dynamic';

export const GET = route({}, async () => {
  if (!(await isDatabaseReachable())) {
    reportDatabaseDown('the health check got no answer from the database');
    throw new ApiError('unavailable', 'databaseUnavailable', {
      details: { status: 'error', db: 'down' },
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
  reportDatabaseUp();
  return Response.json({ status: 'ok', db: 'ok' }, { headers: { 'cache-control': 'no-store' } });
});
