// GET /api/analytics/dashboard: the visit statistics of the last 30 days (totals, devices, browsers, visits by day,
// top keywords, recent searches), Jakarta time. Admins only.
import { getVisitDashboard } from '@/lib/admin/dashboard/admin-visit-stats';
import { withAdmin } from '@/lib/admin/with-admin';

export const GET = withAdmin({}, async () => Response.json(await getVisitDashboard()));
