// The admin dashboard's user counts. Premium is premiumExpiresAt in the future;
// "expiring soon" is premium ending within 7 days; "this month" starts on the 1st in Asia/Jakarta. With them, the
// payments to refund: invoices paid after their account was deleted (lib/billing/list-refunds-needed.ts).
import 'server-only';
import { startOfJakartaMonth } from '../shared/jakarta-time';
import { db } from '../core/db';
import { listRefundsNeeded, type RefundsNeeded } from '../billing/list-refunds-needed';

export interface AdminDashboard {
  totalUsers: number;
  premiumUsers: number;
  freeUsers: number;
  newUsersThisMonth: number;
  expiringSoon: number;
  refundsNeeded: RefundsNeeded;
}

const expiringWithinMs = 7 * 24 * 60 * 60 * 1000;

export async function getAdminDashboard(now = new Date()): Promise<AdminDashboard> {
  const soon = new Date(now.getTime() + expiringWithinMs);
  const refundsNeeded = listRefundsNeeded();
  const [row] = await db.$queryRaw<{ total: bigint; premium: bigint; fresh: bigint; expiring: bigint }[]>`
    SELECT count(*) AS total,
           count(*) FILTER (WHERE premium_expires_at > ${now}) AS premium,
           count(*) FILTER (WHERE created_at >= ${startOfJakartaMonth(now)}) AS fresh,
           count(*) FILTER (WHERE premium_expires_at > ${now} AND premium_expires_at <= ${soon}) AS expiring
      FROM users`;
  const totalUsers = Number(row.total);
  const premiumUsers = Number(row.premium);
  return {
    totalUsers,
    premiumUsers,
    freeUsers: totalUsers - premiumUsers,
    newUsersThisMonth: Number(row.fresh),
    expiringSoon: Number(row.expiring),
    refundsNeeded: await refundsNeeded,
  };
}
