// The admin dashboard and the analytics dashboard on a known set of users and visits, in a scratch database of their
// own (other test files add users and visits to the shared one): Jakarta days, Monday weeks, months, zero days.
import { createTestAdmin } from '@/test-support/admin-test-data';
import { getAdminDashboard } from '@/lib/admin/get-admin-dashboard';
import { getVisitDashboard } from '@/lib/admin/dashboard/admin-visit-stats';
import { db, disconnectDb } from '@/lib/core/db';
import { decideRuntimeConfig } from '@/lib/core/runtime-config';
import { createMigratedScratchDatabase, type ScratchDatabase } from '@/test-support/scratch-database';
import { GET as summaryRoute } from '../summary/route';
import { GET as dashboardRoute } from './route';

async function useDatabase(url: string | undefined): Promise<void> {
  await disconnectDb();
  decideRuntimeConfig({ databaseUrl: url });
}

let scratch: ScratchDatabase;
const sharedUrl = process.env.DATABASE_URL;

// Wednesday 11 March 2026, 10:00 in Jakarta (03:00 UTC). Jakarta week from Monday 9 March, month from 1 March.
const now = new Date('2026-03-11T03:00:00Z');

const visit = (createdAt: string, sessionId: string, extra: { deviceType?: string; browser?: string; searchKeyword?: string } = {}) => ({
  page: '/id',
  sessionId,
  createdAt: new Date(createdAt),
  deviceType: extra.deviceType ?? 'desktop',
  browser: extra.browser ?? 'Chrome',
  searchKeyword: extra.searchKeyword ?? null,
});

beforeAll(async () => {
  scratch = await createMigratedScratchDatabase();
  await useDatabase(scratch.url);
  const user = (id: string, createdAt: string, premiumExpiresAt: string | null) => ({
    id,
    nama: id,
    email: `${id}@example.org`,
    username: id,
    passwordHash: 'x',
    country: 'Indonesia',
    job: 'student' as const,
    createdAt: new Date(createdAt),
    premiumExpiresAt: premiumExpiresAt ? new Date(premiumExpiresAt) : null,
  });
  await db.user.createMany({
    data: [
      user('old_free', '2026-01-05T00:00:00Z', null),
      user('old_lapsed', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      // 28 Feb 17:30 UTC is already 1 March in Jakarta: new this month.
      user('edge_new', '2026-02-28T17:30:00Z', '2026-03-15T00:00:00Z'),
      user('new_premium', '2026-03-05T00:00:00Z', '2026-06-01T00:00:00Z'),
      // 28 Feb 16:30 UTC is still February in Jakarta.
      user('edge_old', '2026-02-28T16:30:00Z', null),
    ],
  });
  await db.visit.createMany({
    data: [
      // Today (Jakarta 11 March): 23:30 UTC on 10 March counts for 11 March.
      visit('2026-03-10T23:30:00Z', 's1', { deviceType: 'mobile', browser: 'Safari', searchKeyword: 'Ecology' }),
      visit('2026-03-11T01:00:00Z', 's1', { searchKeyword: 'ecology ' }),
      visit('2026-03-11T02:00:00Z', 's2', { searchKeyword: 'physics' }),
      // Yesterday (10 March): 16:59 UTC is still 10 March.
      visit('2026-03-10T16:59:00Z', 's3', { searchKeyword: 'chemistry' }),
      visit('2026-03-09T20:00:00Z', 's3'),
      // Monday 9 March (Jakarta) starts at 8 March 17:00 UTC; 16:00 UTC is Sunday 8 March: not this week.
      visit('2026-03-08T17:30:00Z', 's4', { deviceType: 'tablet', browser: 'Firefox' }),
      visit('2026-03-08T16:00:00Z', 's5', { browser: 'Firefox' }),
      // This month from 28 Feb 17:00 UTC; the earlier one is February in Jakarta (and still in the 30-day window).
      visit('2026-02-28T17:10:00Z', 's6', { searchKeyword: 'ecology' }),
      visit('2026-02-28T16:50:00Z', 's7'),
      // Outside the 30-day window (10 Feb .. 11 Mar Jakarta).
      visit('2026-01-20T05:00:00Z', 's8', { deviceType: 'mobile', searchKeyword: 'ancient' }),
    ],
  });
}, 60_000);

afterAll(async () => {
  await useDatabase(sharedUrl);
  await scratch.drop();
});

describe('getAdminDashboard', () => {
  it('counts users, premium from the expiry, new this month in Jakarta, expiring within 7 days', async () => {
    expect(await getAdminDashboard(now)).toEqual({
      totalUsers: 5,
      premiumUsers: 2,
      freeUsers: 3,
      newUsersThisMonth: 2,
      expiringSoon: 1,
      refundsNeeded: { total: 0, invoices: [] },
    });
  });
});

describe('getVisitDashboard', () => {
  it('splits periods on Jakarta days, Monday weeks and months, unique by session', async () => {
    const stats = await getVisitDashboard(now);
    expect(stats.today).toEqual({ visits: 3, uniqueVisits: 2 });
    expect(stats.yesterday).toEqual({ visits: 2, uniqueVisits: 1 });
    expect(stats.week).toEqual({ visits: 6, uniqueVisits: 4 });
    expect(stats.month).toEqual({ visits: 8, uniqueVisits: 6 });
  });

  it('gives 30 days with zeros, device and browser counts, top and recent keywords over the window', async () => {
    const stats = await getVisitDashboard(now);
    expect(stats.dailyVisits).toHaveLength(30);
    expect(stats.dailyVisits[0]).toEqual({ _id: '2026-02-10', visits: 0, uniqueVisits: 0 });
    expect(stats.dailyVisits.at(-1)).toEqual({ _id: '2026-03-11', visits: 3, uniqueVisits: 2 });
    const byDay = Object.fromEntries(stats.dailyVisits.map((day) => [day._id, day.visits]));
    expect(byDay).toMatchObject({ '2026-03-10': 2, '2026-03-09': 1, '2026-03-08': 1, '2026-03-01': 1, '2026-02-28': 1 });
    expect(stats.deviceStats).toEqual([
      { _id: 'desktop', count: 7 },
      { _id: 'mobile', count: 1 },
      { _id: 'tablet', count: 1 },
    ]);
    expect(stats.browserStats).toEqual([
      { _id: 'Chrome', count: 6 },
      { _id: 'Firefox', count: 2 },
      { _id: 'Safari', count: 1 },
    ]);
    expect(stats.topKeywords[0]).toMatch(/^ecology$/i);
    expect(stats.topKeywords).toHaveLength(3);
    expect(stats.recentSearches.map((keyword) => keyword.toLowerCase())).toEqual(['physics', 'ecology', 'chemistry']);
  });

  it('is what GET /api/analytics/dashboard and /summary answer (for the real now)', async () => {
    const admin = await createTestAdmin('dash');
    const headers = { 'x-admin-token': admin.token };
    const dashboard = await dashboardRoute(new Request('http://localhost/api/analytics/dashboard', { headers }));
    expect(dashboard.status).toBe(200);
    const body = (await dashboard.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['browserStats', 'dailyVisits', 'deviceStats', 'month', 'recentSearches', 'today', 'topKeywords', 'week', 'yesterday'].sort(),
    );
    const summary = await summaryRoute(new Request('http://localhost/api/analytics/summary', { headers }));
    expect(Object.keys((await summary.json()) as object).sort()).toEqual(['month', 'today', 'week', 'yesterday']);
  });
});
