// The admin dashboard's speed on 1,000,000 visits, for `npm run bench`: a scratch database beside the
// product's (same server, its own name, dropped afterwards, so the real analytics never see a bench row), the
// migrations, a million visits inserted in time order as a live site writes them, then the dashboard's own code.
// Twice: a year of traffic (about 2,700 visits a day) and the same million in 90 days (about 11,000 a day).
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { withImportClient } from '../lib/import/with-import-client';
import { applyMigrations } from '../lib/database/apply-migrations';
import { migrationsDir } from '../lib/database/prepare-database';

const VISITS = 1_000_000;

// Evenly over `days`, oldest first; 200,000 sessions; one visit in five carries a search keyword.
const fill = (days: number) => `
  INSERT INTO visits (page, session_id, search_keyword, device_type, browser, created_at)
  SELECT '/id/journal/' || (g % 30000),
         'bench-' || (g % 200000),
         CASE WHEN g % 5 = 0 THEN (ARRAY['machine learning', 'energy', 'kesehatan masyarakat', 'pendidikan', 'robotics',
           'agriculture', 'economics', 'nursing', 'finance', 'remote sensing'])[1 + g % 10] || ' ' || (g % 40) END,
         (ARRAY['desktop', 'mobile', 'tablet'])[1 + (g * 7) % 3],
         (ARRAY['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'])[1 + (g * 13) % 5],
         now() - (${VISITS} - g + random()) * (interval '${days} days' / ${VISITS})
    FROM generate_series(1, ${VISITS}) AS g`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const took: number[] = [];
  await work(); // warm: plans, caches
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), p95: percentile(took, 95) };
}

/** Scan nodes of the plan of the dashboard's device query on the 30-day window: which way PostgreSQL reads visits. */
async function scanPlan(client: Client): Promise<string> {
  const { rows } = await client.query(
    `EXPLAIN (FORMAT JSON) SELECT device_type, count(*) FROM visits
      WHERE created_at >= now() - interval '30 days' GROUP BY device_type`,
  );
  const scans: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const type = String(node['Node Type']);
    if (type.includes('Scan')) scans.push(node['Index Name'] ? `${type} on ${node['Index Name']}` : type);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return scans.join(', ');
}

/** Prints a Markdown table of the dashboard's timings on a million visits. `productUrl`: the product's database. */
export async function benchAnalytics(productUrl: string, publish: (url: string) => void): Promise<string> {
  const name = `jurnal_finder_bench_${randomBytes(4).toString('hex')}`;
  const scratch = new URL(productUrl);
  scratch.pathname = `/${name}`;
  await withImportClient(productUrl, 'bench', (client) => client.query(`CREATE DATABASE ${name}`));
  try {
    await applyMigrations({ databaseUrl: scratch.toString(), migrationsDir });
    // The dashboard's own code, on the scratch database.
    publish(scratch.toString());
    const { getVisitDashboard } = await import('../lib/admin/dashboard/admin-visit-stats');
    const { getPeriodTotals } = await import('../lib/admin/dashboard/admin-period-totals');
    const { db } = await import('../lib/core/db');
    const rows: string[] = [];
    try {
      for (const days of [365, 90]) {
        const plan = await withImportClient(scratch.toString(), 'bench', async (client) => {
          await client.query('TRUNCATE visits');
          await client.query(fill(days));
          await client.query('VACUUM ANALYZE visits');
          return scanPlan(client);
        });
        const dashboard = await time(20, () => getVisitDashboard());
        const totals = await time(20, () => getPeriodTotals());
        const perDay = Math.round(VISITS / days).toLocaleString('en');
        rows.push(
          `| ${days} days (${perDay} a day) | ${dashboard.p50.toFixed(0)} | ${dashboard.p95.toFixed(0)} | ` +
            `${totals.p50.toFixed(0)} | ${totals.p95.toFixed(0)} | ${plan} |`,
        );
      }
    } finally {
      await db.$disconnect();
    }
    return [
      `Admin analytics on ${VISITS.toLocaleString('en')} visits, 20 sequential runs each, in-process (the API adds its HTTP floor):\n`,
      '| visits spread over | dashboard p50 ms | p95 ms | period totals p50 ms | p95 ms | how the 30-day window is read |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    await withImportClient(productUrl, 'bench', (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
