import { ApiError } from '@/lib/http/api-error';
import { route } from '@/lib/http/route';
import { isDatabaseReachable } from '@/lib/health/check-database';

export const dynamic = 'force-dynamic';

export const GET = route({}, async () => {
  if (!(await isDatabaseReachable())) {
    throw new ApiError('unavailable', 'databaseUnavailable', { details: { status: 'error', db: 'down' } });
  }
  return Response.json({ status: 'ok', db: 'ok' }, { headers: { 'cache-control': 'no-store' } });
});
