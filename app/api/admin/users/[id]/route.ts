// PUT /api/admin/users/{id}: the user's changed fields (premium included); DELETE: the user is deleted. 404 for an
// unknown id. Admins only.
import { deleteAdminUser } from '@/lib/admin/delete-admin-user';
import { updateAdminUser } from '@/lib/admin/update-admin-user';
import { withAdmin } from '@/lib/admin/with-admin';
import { adminUserParamsSchema, adminUserUpdateSchema } from '@/lib/schemas/admin';

const params = adminUserParamsSchema;
const notFoundMessage = 'userNotFound';

export const PUT = withAdmin(
  { params, notFoundMessage, body: adminUserUpdateSchema },
  async ({ admin, body, params }) =>
    Response.json(await updateAdminUser({ adminId: admin.id, userId: params.id, changes: body })),
);

export const DELETE = withAdmin({ params, notFoundMessage }, async ({ admin, params }) => {
  await deleteAdminUser({ adminId: admin.id, userId: params.id });
  return Response.json({ message: 'userDeleted' });
});
