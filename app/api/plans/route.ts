// GET /api/plans: the plans from lib/shared/plans.ts, the same for everyone, whether they can be bought at all (a
// payment provider is configured) and whether payments are a test (the sandbox), so the plan modal can say so.
import { route } from '@/lib/http/route';
import { plans } from '@/lib/shared/plans';
import { isOnSale, isTestPayments } from '@/lib/billing/providers/get-payment-provider';

export const dynamic = 'force-dynamic';

export const GET = route({}, async () =>
  Response.json({ plans, onSale: isOnSale(), testPayments: isTestPayments() }, { headers: { 'cache-control': 'public, max-age=300' } }),
);
