// The recommendation limit outlives a restart: a user who has used 11 of RECOMMEND_RATE_LIMIT (30) gets the 19 left
// after the process comes back (a new database client and a new store over the same PostgreSQL), not 30 more.
import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { ApiError } from '@/lib/core/api-error';
import { env } from '@/lib/core/env';
import { replaceSingleton } from '@/lib/core/process-singleton';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { PostgresRateLimitStore } from '@/lib/rate-limit/postgres-store';
import { getRateLimits, rateLimitsName, type RateLimits } from '@/lib/rate-limit/rate-limits';
import { checkRecommendRateLimit } from './recommend-rate-limit';

async function refusal(promise: Promise<unknown>): Promise<ApiError | undefined> {
  return promise.then(
    () => undefined,
    (thrown: unknown) => (thrown instanceof ApiError ? thrown : Promise.reject(thrown)),
  );
}

it('keeps what a user has used across a restart of the process', async () => {
  expect(env.RECOMMEND_RATE_LIMIT).toBe(30);
  // Without REDIS_URL (as in these tests) the process counts in PostgreSQL.
  expect(getRateLimits().store).toBeInstanceOf(PostgresRateLimitStore);
  const userId = `restart-${randomUUID()}`;
  for (let used = 0; used < 11; used += 1) await checkRecommendRateLimit(userId);

  const restarted = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }) });
  const restore = replaceSingleton<RateLimits>(rateLimitsName, {
    store: new PostgresRateLimitStore(restarted),
    now: Date.now,
  });
  try {
    const answers: (ApiError | undefined)[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) answers.push(await refusal(checkRecommendRateLimit(userId)));
    expect(answers.slice(0, 19)).toEqual(Array(19).fill(undefined));
    const refused = answers[19];
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', message: 'tooManyAttempts' });
    const retryAfter = Number(refused?.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(env.RECOMMEND_RATE_WINDOW_SECONDS);
  } finally {
    restore();
    await restarted.$disconnect();
  }
});
