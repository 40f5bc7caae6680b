// PUT /api/admin/users/{id}: the admin edits a user. Premium off clears the expiry; a taken
// username or email answers 409; the change and its audit row commit together, the row locked against a second edit.
import 'server-only';
import { db } from '../core/db';
import { ApiError } from '../core/api-error';
import type { AdminUserUpdateInput } from '../schemas/admin';
import { adminUserSelect, type AdminUserView, toAdminUserView } from './admin-user-view';
import { writeAuditLog } from './write-audit-log';

export async function updateAdminUser(input: {
  adminId: string;
  userId: string;
  changes: AdminUserUpdateInput;
}): Promise<AdminUserView> {
  const { changes } = input;
  return db.$transaction(async (transaction) => {
    await transaction.$queryRaw`SELECT id FROM users WHERE id = ${input.userId} FOR UPDATE`;
    const before = await transaction.user.findUnique({ where: { id: input.userId }, select: adminUserSelect });
    if (!before) throw new ApiError('not_found', 'userNotFound');
    const [usernameOwner, emailOwner] = await Promise.all([
      transaction.user.findFirst({ where: { username: changes.username, NOT: { id: input.userId } }, select: { id: true } }),
      transaction.user.findFirst({ where: { email: changes.email, NOT: { id: input.userId } }, select: { id: true } }),
    ]);
    if (usernameOwner) throw new ApiError('conflict', 'usernameTaken', { details: [{ path: 'username', message: 'usernameTaken' }] });
    if (emailOwner) throw new ApiError('conflict', 'emailTaken', { details: [{ path: 'email', message: 'emailTaken' }] });
    const after = await transaction.user.update({
      where: { id: input.userId },
      data: {
        nama: changes.nama,
        email: changes.email,
        noHp: changes.noHp,
        username: changes.username,
        country: changes.country,
        job: changes.job,
        premiumExpiresAt: changes.premiumExpiresAt,
      },
      select: adminUserSelect,
    });
    const view = toAdminUserView(after);
    await writeAuditLog(transaction, {
      adminId: input.adminId,
      action: 'user.update',
      targetType: 'user',
      targetId: input.userId,
      before: toAdminUserView(before),
      after: view,
    });
    return view;
  });
}
