// Admin dashboard at /masuk404/dashboard: user figures, visit analytics, search-console countries.
import { DashboardView } from '@/components/admin/dashboard/dashboard-view';

export default function AdminDashboardPage() {
  return <DashboardView />;
}
