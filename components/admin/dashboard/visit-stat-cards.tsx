// The dashboard's four visit figures, shown only once the analytics have loaded.
import type { AnalyticsDashboard } from '@/lib/admin/client/admin-types';
import { adminLocale, adminTexts } from '../admin-texts';
import { StatCard } from './stat-card';

const texts = adminTexts.dashboard;
const unique = (count: number) => texts.unique(count.toLocaleString(adminLocale));

export function VisitStatCards({ analytics }: { analytics: AnalyticsDashboard }) {
  const { today, yesterday, week, month } = analytics;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="admin-visit-stats">
      <StatCard label={texts.todayVisits} value={today.visits} detail={unique(today.uniqueVisits)} testId="visits-today" />
      <StatCard label={texts.yesterdayVisits} value={yesterday.visits} testId="visits-yesterday" />
      <StatCard label={texts.thisWeek} value={week.visits} detail={unique(week.uniqueVisits)} testId="visits-week" />
      <StatCard label={texts.thisMonth} value={month.visits} detail={unique(month.uniqueVisits)} testId="visits-month" />
    </div>
  );
}
