// The analytics dashboard, aggregated in SQL on the created_at index. Device, browser, daily and keyword figures cover
// the last 30 Jakarta days (today included); zero days come from generate_series. Keywords are counted by visitors,
// a network counting as a bounded number of them (admin-keyword-stats.ts); visits stay within the visit limits.
import 'server-only';
import { db } from '../../core/db';
import { addJakartaDays, jakartaDateString, startOfJakartaDay } from '../../shared/jakarta-time';
import { getKeywordStats } from './admin-keyword-stats';
import { getPeriodTotals, type PeriodTotals } from './admin-period-totals';

export const statsWindowDays = 30;

/** Visits per device type or per browser: `_id` is the device type or browser name. */
export interface CountStat {
  _id: string;
  count: number;
}

/** One Jakarta day of the window: `_id` is the day as YYYY-MM-DD. */
export interface DailyVisits {
  _id: string;
  visits: number;
  uniqueVisits: number;
}

export interface VisitDashboard extends PeriodTotals {
  deviceStats: CountStat[];
  browserStats: CountStat[];
  dailyVisits: DailyVisits[];
  topKeywords: string[];
  recentSearches: string[];
}

export async function getVisitDashboard(now = new Date()): Promise<VisitDashboard> {
  const firstDay = addJakartaDays(startOfJakartaDay(now), -(statsWindowDays - 1));
  const [totals, devices, browsers, daily, keywords] = await Promise.all([
    getPeriodTotals(now),
    db.$queryRaw<{ key: string; count: bigint }[]>`
      SELECT device_type AS key, count(*) AS count FROM visits
       WHERE created_at >= ${firstDay} GROUP BY device_type ORDER BY count DESC, key`,
    db.$queryRaw<{ key: string; count: bigint }[]>`
      SELECT browser AS key, count(*) AS count FROM visits
       WHERE created_at >= ${firstDay} GROUP BY browser ORDER BY count DESC, key`,
    db.$queryRaw<{ day: string; visits: bigint; unique_visits: bigint }[]>`
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
             coalesce(counted.visits, 0) AS visits, coalesce(counted.unique_visits, 0) AS unique_visits
        FROM generate_series(${jakartaDateString(firstDay)}::date, ${jakartaDateString(now)}::date, interval '1 day')
             AS days(day)
        LEFT JOIN (
          SELECT (created_at AT TIME ZONE 'Asia/Jakarta')::date AS day,
                 count(*) AS visits, count(DISTINCT session_id) AS unique_visits
            FROM visits WHERE created_at >= ${firstDay} GROUP BY 1
        ) AS counted ON counted.day = days.day::date
       ORDER BY days.day`,
    getKeywordStats(firstDay),
  ]);
  return {
    ...totals,
    deviceStats: devices.map((row) => ({ _id: row.key, count: Number(row.count) })),
    browserStats: browsers.map((row) => ({ _id: row.key, count: Number(row.count) })),
    dailyVisits: daily.map((row) => ({ _id: row.day, visits: Number(row.visits), uniqueVisits: Number(row.unique_visits) })),
    ...keywords,
  };
}
