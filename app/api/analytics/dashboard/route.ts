import { getVisitDashboard } from '@/lib/analytics/admin-visit-stats';
import { withAdmin } from '@/lib/http/with-admin';

export const GET = withAdmin({}, async () => Response.json(await getVisitDashboard()));
