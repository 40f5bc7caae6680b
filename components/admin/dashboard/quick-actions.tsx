// Quick Actions: Manage Users goes to the users page; View Reports and System Settings have no page yet, so they are
// disabled and say so rather than looking broken.
import Link from 'next/link';
import { adminTexts } from '../admin-texts';
import { DashboardCard } from './dashboard-card';

const texts = adminTexts.dashboard;
const button = 'rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium';

export function QuickActions() {
  return (
    <DashboardCard title={texts.quickActions} testId="quick-actions" className="lg:col-span-2">
      <div className="flex flex-wrap gap-3">
        <Link href="/masuk404/users" data-testid="quick-manage-users" className={`${button} bg-blue-700 text-white hover:bg-blue-800`}>
          {texts.manageUsers}
        </Link>
        <button type="button" disabled title={texts.notAvailable} className={`${button} cursor-not-allowed text-slate-400`} data-testid="quick-view-reports">
          {texts.viewReports}
        </button>
        <button type="button" disabled title={texts.notAvailable} className={`${button} cursor-not-allowed text-slate-400`} data-testid="quick-system-settings">
          {texts.systemSettings}
        </button>
      </div>
    </DashboardCard>
  );
}
