import { deleteAdminUser } from '@/lib/admin/delete-admin-user';
import { updateAdminUser } from '@/lib/admin/update-admin-user';
import { withAdmin } from '@/lib/http/with-admin';
import { adminUserUpdateSchema } from '@/lib/schemas/admin';

type Params = { id: string };

export const PUT = withAdmin<typeof adminUserUpdateSchema, undefined, Params>(
  { body: adminUserUpdateSchema },
  async ({ admin, body, params }) =>
    Response.json(await updateAdminUser({ adminId: admin.id, userId: params.id, changes: body })),
);

export const DELETE = withAdmin<undefined, undefined, Params>({}, async ({ admin, params }) => {
  await deleteAdminUser({ adminId: admin.id, userId: params.id });
  return Response.json({ message: 'userDeleted' });
});
