import { getPeriodTotals } from '@/lib/analytics/admin-period-totals';
import { withAdmin } from '@/lib/http/with-admin';

export const GET = withAdmin({}, async () => Response.json(await getPeriodTotals()));
