import { getVisitDashboard } from '@/lib/admin/dashboard/admin-visit-stats';
import { withAdmin } from '@/lib/admin/with-admin';

export const GET = withAdmin({}, async () => Response.json(await getVisitDashboard()));
