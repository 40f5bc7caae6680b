import { getPeriodTotals } from '@/lib/admin/dashboard/admin-period-totals';
import { withAdmin } from '@/lib/admin/with-admin';

export const GET = withAdmin({}, async () => Response.json(await getPeriodTotals()));
