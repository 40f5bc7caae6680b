// Visits and unique visits (distinct session ids) today, yesterday, this week (from Monday) and this month, all in
// Asia/Jakarta: one SQL pass over the created_at index from the earliest boundary (GET /api/analytics/summary).
import 'server-only';
import { db } from '../../core/db';
import { addJakartaDays, startOfJakartaDay, startOfJakartaMonth, startOfJakartaWeek } from '../../shared/jakarta-time';

export interface VisitCount {
  visits: number;
  uniqueVisits: number;
}

export interface PeriodTotals {
  today: VisitCount;
  yesterday: VisitCount;
  week: VisitCount;
  month: VisitCount;
}

interface TotalsRow {
  today: bigint;
  today_unique: bigint;
  yesterday: bigint;
  yesterday_unique: bigint;
  week: bigint;
  week_unique: bigint;
  month: bigint;
  month_unique: bigint;
}

export async function getPeriodTotals(now = new Date()): Promise<PeriodTotals> {
  const today = startOfJakartaDay(now);
  const yesterday = addJakartaDays(today, -1);
  const week = startOfJakartaWeek(now);
  const month = startOfJakartaMonth(now);
  const earliest = new Date(Math.min(yesterday.getTime(), week.getTime(), month.getTime()));
  const [row] = await db.$queryRaw<TotalsRow[]>`
    SELECT count(*) FILTER (WHERE created_at >= ${today}) AS today,
           count(DISTINCT session_id) FILTER (WHERE created_at >= ${today}) AS today_unique,
           count(*) FILTER (WHERE created_at >= ${yesterday} AND created_at < ${today}) AS yesterday,
           count(DISTINCT session_id) FILTER (WHERE created_at >= ${yesterday} AND created_at < ${today})
             AS yesterday_unique,
           count(*) FILTER (WHERE created_at >= ${week}) AS week,
           count(DISTINCT session_id) FILTER (WHERE created_at >= ${week}) AS week_unique,
           count(*) FILTER (WHERE created_at >= ${month}) AS month,
           count(DISTINCT session_id) FILTER (WHERE created_at >= ${month}) AS month_unique
      FROM visits
     WHERE created_at >= ${earliest}`;
  const count = (visits: bigint, unique: bigint): VisitCount => ({ visits: Number(visits), uniqueVisits: Number(unique) });
  return {
    today: count(row.today, row.today_unique),
    yesterday: count(row.yesterday, row.yesterday_unique),
    week: count(row.week, row.week_unique),
    month: count(row.month, row.month_unique),
  };
}
