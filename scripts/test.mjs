// `npm test`: every test. Unit (Jest), integration (Jest on a throwaway PostgreSQL), then the browser tests
// (Playwright in Debian's Chromium against the production build, rebuilt first when the sources changed). The Redis
// tests run on the Redis scripts/test-redis.mjs provides and must pass then; without any, they are skipped, saying
// so, unless REQUIRE_REDIS or CI asks for Redis (.ci/run does): then the run fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../tooling/free-port.mjs';
import os from 'node:os';
import path from 'node:path';
import { isBuildStale } from './project-files.mjs';
import { run } from './run.mjs';
import { provideTestRedis } from './test-redis.mjs';

const redis = await provideTestRedis();
// TEST_REDIS_URL, not REDIS_URL: the Redis tests take it; every other test keeps the product's in-memory stores.
const redisEnv = redis.url ? { TEST_REDIS_URL: redis.url, REQUIRE_REDIS: '1' } : {};
if (!redis.url) {
  // As test-support/redis-for-tests.ts reads them: set, and neither empty, 0 nor false.
  const isSet = (value) => value !== undefined && !['', '0', 'false'].includes(value);
  const required = isSet(process.env.REQUIRE_REDIS) || isSet(process.env.CI);
  if (required) {
    console.error(`Redis is required (REQUIRE_REDIS or CI) but ${redis.reason}. Install redis-server or set TEST_REDIS_URL.`);
    process.exit(1);
  }
  console.warn(`No Redis: ${redis.reason}; the Redis tests are skipped (apt-get install -y redis-server to run them).`);
}

// Whatever happens, a throwaway Redis is stopped before this process exits.
async function runOrStop(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    await redis.stop?.();
    process.exit(code);
  }
}

const testEnv = { ...process.env, ...redisEnv };
await runOrStop('npx', ['jest', '--selectProjects', 'unit'], { env: testEnv });
await runOrStop('npx', ['jest', '--selectProjects', 'integration', '--runInBand'], { env: testEnv });

if (isBuildStale()) await runOrStop('node', ['scripts/build.mjs']);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-e2e-'));
const env = {
  ...testEnv,
  E2E_PORT: String(await freePort()),
  E2E_PG_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
};
const code = await run('npx', ['playwright', 'test'], { env });
rmSync(dataDir, { recursive: true, force: true });
await redis.stop?.();
process.exit(code);
