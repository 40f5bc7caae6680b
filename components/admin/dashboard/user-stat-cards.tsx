// The dashboard's five user figures, from GET /api/admin/dashboard.
import type { AdminDashboardStats } from '@/lib/admin/client/admin-types';
import { adminTexts } from '../admin-texts';
import { StatCard } from './stat-card';

const texts = adminTexts.dashboard;

export function UserStatCards({ stats }: { stats: AdminDashboardStats }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="admin-user-stats">
      <StatCard label={texts.totalUsers} value={stats.totalUsers} testId="stat-total-users" />
      <StatCard label={texts.premiumUsers} value={stats.premiumUsers} testId="stat-premium-users" />
      <StatCard label={texts.freeUsers} value={stats.freeUsers} testId="stat-free-users" />
      <StatCard label={texts.newThisMonth} value={stats.newUsersThisMonth} testId="stat-new-this-month" />
      <StatCard label={texts.expiringSoon} value={stats.expiringSoon} testId="stat-expiring-soon" />
    </div>
  );
}
