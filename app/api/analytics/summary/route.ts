// GET /api/analytics/summary: the visit totals of today, yesterday, this week and this month, Jakarta time. Admins only.
import { getPeriodTotals } from '@/lib/admin/dashboard/admin-period-totals';
import { withAdmin } from '@/lib/admin/with-admin';

export const GET = withAdmin({}, async () => Response.json(await getPeriodTotals()));
