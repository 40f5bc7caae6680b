// One AdminAuditLog row per admin change, written inside the change's own transaction (who, what, which target,
// before and after). Values are admin views of the target: a password hash never reaches the log.
import 'server-only';
import type { Prisma } from '../generated/prisma/client';

export interface AuditEntry {
  adminId: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown): Prisma.InputJsonValue | undefined =>
  value === undefined || value === null ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);

export async function writeAuditLog(transaction: Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  await transaction.adminAuditLog.create({
    data: {
      adminId: entry.adminId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: asJson(entry.before),
      after: asJson(entry.after),
    },
  });
}
