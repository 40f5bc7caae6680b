'use client';
// The admin dashboard: the user figures, then (once the analytics load) the visit figures, device and browser
// charts, the countries report, the daily trend, the keyword lists, the payments to refund and the quick actions.
import type { AdminDashboardStats, AnalyticsDashboard } from '@/lib/admin/client/admin-types';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { adminTexts } from '../admin-texts';
import { BrowserChart, DailyVisitsChart, DeviceChart } from './analytics-charts';
import { CountriesPanel } from './countries-panel';
import { KeywordLists } from './keyword-lists';
import { QuickActions } from './quick-actions';
import { RefundsNeededPanel } from './refunds-needed-panel';
import { useAdminResource } from './use-admin-resource';
import { UserStatCards } from './user-stat-cards';
import { VisitStatCards } from './visit-stat-cards';

export function DashboardView() {
  const stats = useAdminResource<AdminDashboardStats>('/api/admin/dashboard');
  const analytics = useAdminResource<AnalyticsDashboard>('/api/analytics/dashboard');

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900" data-testid="admin-page-title">{adminTexts.dashboard.title}</h1>
      {stats.isLoading ? <LoadingSpinner label={adminTexts.loading} testId="admin-loading" /> : null}
      {stats.data ? <UserStatCards stats={stats.data} /> : null}
      {analytics.data ? <VisitStatCards analytics={analytics.data} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {analytics.data ? (
          <>
            <DeviceChart stats={analytics.data.deviceStats} />
            <BrowserChart stats={analytics.data.browserStats} />
          </>
        ) : null}
        <CountriesPanel />
        {analytics.data ? (
          <>
            <DailyVisitsChart days={analytics.data.dailyVisits} />
            <KeywordLists topKeywords={analytics.data.topKeywords} recentSearches={analytics.data.recentSearches} />
          </>
        ) : null}
        {stats.data ? <RefundsNeededPanel refunds={stats.data.refundsNeeded} /> : null}
        <QuickActions />
      </div>
    </div>
  );
}
