// The Redis that Redis tests use (TEST_REDIS_URL, default redis://127.0.0.1:6379), probed once per test file before its
// tests are declared. Where Redis is required (REQUIRE_REDIS=1, or CI set: .ci/run and `npm test` when it provides
// one), an unreachable Redis fails those tests; elsewhere they are skipped, saying why, so a green CI cannot hide them.
import { spawnSync } from 'node:child_process';

// Not REDIS_URL: that one switches the product's own stores to Redis in every test that loads them.
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export function isRedisRequired(environment: NodeJS.ProcessEnv = process.env): boolean {
  const flag = (value: string | undefined) => value !== undefined && value !== '' && value !== '0' && value !== 'false';
  return flag(environment.REQUIRE_REDIS) || flag(environment.CI);
}

/** The URL without its password, for messages. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Decided synchronously (no top-level await in CommonJS Jest): a child process pings Redis. */
export function whyRedisIsUnusable(url: string): string | undefined {
  const script = `
    const { Redis } = require(${JSON.stringify(require.resolve('ioredis'))});
    const redis = new Redis(process.argv[1], { lazyConnect: true, retryStrategy: () => null, connectTimeout: 2000 });
    let cause;
    redis.on('error', (error) => { cause = error; });
    redis.connect().then(() => redis.ping()).then(
      () => process.exit(0),
      (error) => { console.error((cause || error).message); process.exit(1); },
    );`;
  const probe = spawnSync(process.execPath, ['-e', script, url], { encoding: 'utf8', timeout: 5_000 });
  if (probe.status === 0) return undefined;
  return probe.stderr.trim() || probe.error?.message || 'no answer to PING';
}

/** `describe` for tests that need Redis: run them, fail them (required and absent), or skip them with the reason. */
export function describeWithRedis(name: string, tests: () => void): void {
  const unusable = whyRedisIsUnusable(testRedisUrl);
  if (!unusable) return describe(name, tests);
  const where = shown(testRedisUrl);
  if (isRedisRequired()) {
    describe(name, () => {
      test('needs Redis', () => {
        throw new Error(`Redis is required here (REQUIRE_REDIS or CI is set) but ${where} does not answer: ${unusable}`);
      });
    });
    return;
  }
  console.warn(`skipped: no Redis at ${where} (${unusable}); start one, set TEST_REDIS_URL, or run npm test to start one`);
  describe.skip(name, tests);
}
