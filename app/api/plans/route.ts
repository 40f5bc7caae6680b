// GET /api/plans (spec §3 Plan, §9): the plans from lib/billing/plans.ts, the same for everyone.
import { route } from '@/lib/http/route';
import { plans } from '@/lib/billing/plans';

export const dynamic = 'force-dynamic';

export const GET = route({}, async () =>
  Response.json({ plans }, { headers: { 'cache-control': 'public, max-age=300' } }),
);
