// GET /api/admin/users?page&limit&search: the users and their pagination, 10 a page by default. Admins only.
import { listAdminUsers } from '@/lib/admin/list-admin-users';
import { withAdmin } from '@/lib/admin/with-admin';
import { adminUsersQuerySchema } from '@/lib/schemas/admin';

export const GET = withAdmin({ query: adminUsersQuerySchema }, async ({ query }) =>
  Response.json(await listAdminUsers(query)),
);
