'use client';
// The dashboard's charts: the device pie (labelled with percentages), the browser bar chart and the daily visits
// line (visits and unique visits). Each canvas carries a text alternative, since a canvas says nothing to a reader.
import { Bar, Line, Pie } from 'react-chartjs-2';
import type { AnalyticsDashboard, CountStat } from '@/lib/admin/client/admin-types';
import { adminTexts } from '../admin-texts';
import { chartPalette, paletteFor, withPercentages } from './chart-setup';
import { DashboardCard } from './dashboard-card';

const texts = adminTexts.dashboard;

function split(stats: CountStat[]) {
  return { labels: stats.map((stat) => stat._id || texts.unknown), counts: stats.map((stat) => stat.count) };
}

function describe(labels: string[], counts: number[]): string {
  return labels.map((label, index) => `${label}: ${counts[index] ?? 0}`).join(', ');
}

export function DeviceChart({ stats }: { stats: CountStat[] }) {
  const { labels, counts } = split(stats);
  return (
    <DashboardCard title={texts.deviceStats} testId="device-chart">
      {stats.length === 0 ? <p className="text-sm text-slate-500">{texts.noData}</p> : (
        <div className="relative h-64">
          <Pie aria-label={`${texts.deviceStats}: ${describe(labels, counts)}`} role="img" options={{ maintainAspectRatio: false }}
            data={{ labels: withPercentages(labels, counts), datasets: [{ data: counts, backgroundColor: paletteFor(counts.length) }] }} />
        </div>
      )}
    </DashboardCard>
  );
}

export function BrowserChart({ stats }: { stats: CountStat[] }) {
  const { labels, counts } = split(stats);
  return (
    <DashboardCard title={texts.browserStats} testId="browser-chart">
      {stats.length === 0 ? <p className="text-sm text-slate-500">{texts.noData}</p> : (
        <div className="relative h-64">
          <Bar aria-label={`${texts.browserStats}: ${describe(labels, counts)}`} role="img"
            options={{ maintainAspectRatio: false, plugins: { legend: { display: false } } }}
            data={{ labels, datasets: [{ label: texts.visits, data: counts, backgroundColor: paletteFor(counts.length) }] }} />
        </div>
      )}
    </DashboardCard>
  );
}

export function DailyVisitsChart({ days }: { days: AnalyticsDashboard['dailyVisits'] }) {
  const labels = days.map((day) => day._id);
  return (
    <DashboardCard title={texts.dailyTrend} testId="daily-visits-chart" className="lg:col-span-2">
      <div className="relative h-72">
        <Line aria-label={`${texts.dailyTrend}: ${describe(labels, days.map((day) => day.visits))}`} role="img"
          options={{ maintainAspectRatio: false, scales: { y: { beginAtZero: true } } }}
          data={{
            labels,
            datasets: [
              { label: texts.visits, data: days.map((day) => day.visits), borderColor: chartPalette[0], backgroundColor: chartPalette[0] },
              { label: texts.uniqueVisits, data: days.map((day) => day.uniqueVisits), borderColor: chartPalette[1], backgroundColor: chartPalette[1] },
            ],
          }} />
      </div>
    </DashboardCard>
  );
}
