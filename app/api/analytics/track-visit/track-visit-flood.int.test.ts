// POST /api/analytics/track-visit under a flood: 1,000 visits from one address (fresh session ids, then one session,
// spam keywords) are refused with 429 past the per-network limit and move the dashboard's totals by at most that
// limit and its keyword lists by at most KEYWORDS_COUNTED_PER_NETWORK entries, while distinct visitors still count.
// In a scratch database of its own, so the dashboard holds only this file's visits; the limits are the product's own,
// counted in that database's rate_limit_windows.
import { randomBytes } from 'node:crypto';
import { getVisitDashboard, type VisitDashboard } from '@/lib/admin/dashboard/admin-visit-stats';
import { KEYWORDS_COUNTED_PER_NETWORK } from '@/lib/admin/dashboard/admin-keyword-stats';
import { db, disconnectDb } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { decideRuntimeConfig } from '@/lib/core/runtime-config';
import { createMigratedScratchDatabase, type ScratchDatabase } from '@/test-support/scratch-database';
import { POST as trackVisit } from './route';

async function useDatabase(url: string | undefined): Promise<void> {
  await disconnectDb();
  decideRuntimeConfig({ databaseUrl: url });
}

let scratch: ScratchDatabase;
const sharedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  scratch = await createMigratedScratchDatabase();
  await useDatabase(scratch.url);
}, 60_000);

afterAll(async () => {
  await useDatabase(sharedUrl);
  await scratch.drop();
});

const newSessionId = () => `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

/** One page view as server.ts hands it on: x-client-ip is the address it determined (a client's is replaced). */
async function visit(address: string, sessionId: string, keyword: string | null, forwardedFor?: string): Promise<Response> {
  const page = keyword ? `/id?${new URLSearchParams({ q: keyword })}` : '/id/about';
  return trackVisit(
    new Request('http://localhost/api/analytics/track-visit', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-ip': address,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ page, sessionId, searchKeyword: keyword }),
    }),
  );
}

/** A visitor of their own network: a page view without a search, then the searches. */
async function visitor(address: string, keywords: string[]): Promise<void> {
  const sessionId = newSessionId();
  expect((await visit(address, sessionId, null)).status).toBe(204);
  for (const keyword of keywords) expect((await visit(address, sessionId, keyword)).status).toBe(204);
}

function countsOf(dashboard: VisitDashboard) {
  return { visits: dashboard.today.visits, uniqueVisits: dashboard.today.uniqueVisits };
}

it('bounds what 1,000 visits from one address do to the dashboard, and distinct visitors still count', async () => {
  expect({ perNetwork: env.VISIT_RATE_LIMIT, perSession: env.VISIT_SESSION_RATE_LIMIT }).toEqual({ perNetwork: 120, perSession: 30 });
  // Six researchers on six networks: all search ecology, four of them physics too.
  for (let index = 1; index <= 6; index += 1) {
    await visitor(`198.51.100.${index}`, index <= 4 ? ['ecology', 'physics'] : ['ecology']);
  }
  const before = await getVisitDashboard();
  expect(before.topKeywords).toEqual(['ecology', 'physics']);
  expect(countsOf(before)).toEqual({ visits: 16, uniqueVisits: 6 });

  // The flood: 500 visits with fresh session ids, then 500 in one session, half of them with one spam keyword and the
  // rest each with its own; every request claims another address in X-Forwarded-For, which nothing believes.
  const attacker = '203.0.113.66';
  const oneSession = newSessionId();
  const statuses: Record<number, number> = {};
  const retryAfters = new Set<string | null>();
  for (let index = 0; index < 1_000; index += 1) {
    const keyword = index % 2 === 0 ? 'CHEAP PILLS https://spam.example' : `spam offer ${index}`;
    const response = await visit(attacker, index < 500 ? newSessionId() : oneSession, keyword, `192.0.2.${index % 250}`);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 429) retryAfters.add(response.headers.get('retry-after'));
  }
  expect(statuses).toEqual({ 204: env.VISIT_RATE_LIMIT, 429: 1_000 - env.VISIT_RATE_LIMIT });
  expect([...retryAfters].every((value) => Number(value) > 0 && Number(value) <= env.VISIT_RATE_WINDOW_SECONDS)).toBe(true);

  const after = await getVisitDashboard();
  // Totals: at most the per-network limit more; the stored rows carry the attacker's network, not a forged one.
  expect(countsOf(after)).toEqual({ visits: 16 + env.VISIT_RATE_LIMIT, uniqueVisits: 6 + env.VISIT_RATE_LIMIT });
  const networks = await db.visit.groupBy({ by: ['clientNetwork'], _count: true, orderBy: { clientNetwork: 'asc' } });
  expect(networks.find((row) => row.clientNetwork === attacker)?._count).toBe(env.VISIT_RATE_LIMIT);
  expect(networks.some((row) => row.clientNetwork?.startsWith('192.0.2.'))).toBe(false);
  // Keyword lists: the researchers' keywords keep their places; the address adds at most its few entries.
  const isSpam = (keyword: string) => /spam/i.test(keyword);
  expect(after.topKeywords.filter((keyword) => !isSpam(keyword)).slice(0, 2)).toEqual(['ecology', 'physics']);
  expect(after.topKeywords.slice(0, 2)).toEqual(['ecology', 'physics']);
  expect(after.topKeywords.filter(isSpam).length).toBeLessThanOrEqual(KEYWORDS_COUNTED_PER_NETWORK);
  expect(after.recentSearches.filter(isSpam).length).toBeLessThanOrEqual(KEYWORDS_COUNTED_PER_NETWORK);
  expect(after.recentSearches).toEqual(expect.arrayContaining(['ecology', 'physics']));

  // Three more researchers on networks of their own search physics: it now leads (4 + 3 visitors against 6).
  for (let index = 7; index <= 9; index += 1) await visitor(`2001:db8:${index}::1`, ['physics']);
  const later = await getVisitDashboard();
  expect(later.topKeywords.slice(0, 2)).toEqual(['physics', 'ecology']);
  expect(countsOf(later)).toEqual({ visits: 16 + env.VISIT_RATE_LIMIT + 6, uniqueVisits: 6 + env.VISIT_RATE_LIMIT + 3 });
}, 120_000);
