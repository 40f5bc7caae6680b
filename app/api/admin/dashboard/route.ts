// GET /api/admin/dashboard: the user counts of the admin dashboard, `{ totalUsers, premiumUsers, freeUsers,
// newUsersThisMonth, expiringSoon }`. Admins only.
import { getAdminDashboard } from '@/lib/admin/get-admin-dashboard';
import { withAdmin } from '@/lib/admin/with-admin';

export const GET = withAdmin({}, async () => Response.json(await getAdminDashboard()));
