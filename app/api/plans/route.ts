// GET /api/plans: the plans from lib/shared/plans.ts, the same for everyone, and whether payments
// are a test (the sandbox), so the plan modal can say so.
import { route } from '@/lib/http/route';
import { plans } from '@/lib/shared/plans';
import { isTestPayments } from '@/lib/billing/providers/get-payment-provider';

export const dynamic = 'force-dynamic';

export const GET = route({}, async () =>
  Response.json({ plans, testPayments: isTestPayments() }, { headers: { 'cache-control': 'public, max-age=300' } }),
);
