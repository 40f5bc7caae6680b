// DELETE /api/admin/users/{id}: the row goes, so the user's tokens stop working; favourites go with it (cascade);
// invoices stay as financial records with the name and email they were issued to (user_id set null by the schema);
// its open invoices are cancelled first, and then at the payment provider (lib/billing/cancel-account-invoices.ts).
import 'server-only';
import { cancelAtProvider, cancelOpenInvoices } from '../billing/cancel-account-invoices';
import { db } from '../core/db';
import { ApiError } from '../core/api-error';
import { adminUserSelect, toAdminUserView } from './admin-user-view';
import { writeAuditLog } from './write-audit-log';

export async function deleteAdminUser(input: { adminId: string; userId: string }): Promise<void> {
  const cancelled = await db.$transaction(async (transaction) => {
    const before = await transaction.user.findUnique({ where: { id: input.userId }, select: adminUserSelect });
    if (!before) throw new ApiError('not_found', 'userNotFound');
    const invoices = await cancelOpenInvoices(transaction, input.userId);
    // deleteMany: a concurrent delete of the same user answers 404, not a Prisma "record not found" 500.
    const deleted = await transaction.user.deleteMany({ where: { id: input.userId } });
    if (deleted.count === 0) throw new ApiError('not_found', 'userNotFound');
    await writeAuditLog(transaction, {
      adminId: input.adminId,
      action: 'user.delete',
      targetType: 'user',
      targetId: input.userId,
      before: toAdminUserView(before),
      after: { cancelledInvoices: invoices.map((invoice) => invoice.orderId) },
    });
    return invoices;
  });
  await cancelAtProvider(cancelled);
}
