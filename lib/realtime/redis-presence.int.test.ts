// Two instances sharing one Redis: the same count on both, a clean stop that leaves at once, and
// a crashed instance whose visitors drop out of every count within the presence TTL. Without Redis: failed where it
// is required (CI), else skipped saying so (test-support/redis-for-tests.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { describeWithRedis, testRedisUrl } from '../../test-support/redis-for-tests';
import { attachRealtime, type Realtime, type RealtimeOptions } from './attach-realtime';
import { type CountingClient, connectCountingClient } from '../../test-support/realtime-test-client';
import { presenceKeys, RedisPresence } from './redis-presence';

const redisUrl = testRedisUrl;

describeWithRedis('live count shared through Redis', () => {
  const runPrefix = `jf-test:${randomUUID()}:`;
  let redisKeyPrefix = runPrefix;
  const keys = (instanceId: string) => presenceKeys(`${redisKeyPrefix}presence:`, instanceId);
  const started: { server: http.Server; realtime: Realtime }[] = [];
  const processes: ChildProcess[] = [];
  const clients: CountingClient[] = [];
  let inspector: Redis;

  async function startInstance(instanceId: string, timing: Partial<RealtimeOptions>) {
    const server = http.createServer((_request, response) => response.writeHead(404).end());
    const options = { redisUrl, allowedOrigins: [], instanceId, redisKeyPrefix, ...timing };
    const realtime = await attachRealtime(server, options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    started.push({ server, realtime });
    const port = (server.address() as AddressInfo).port;
    return {
      realtime,
      connect(sessionId: string): CountingClient {
        const client = connectCountingClient(port, { sessionId });
        clients.push(client);
        return client;
      },
    };
  }

  /** An instance in a process of its own (test-support/realtime-instance-process.ts), which the test may kill. */
  async function startInstanceProcess(instanceId: string, timing: Partial<RealtimeOptions>) {
    const options = { redisUrl, allowedOrigins: [], instanceId, redisKeyPrefix, ...timing };
    const script = path.join(__dirname, '..', '..', 'test-support', 'realtime-instance-process.ts');
    // Node itself runs the instance (tsx only as its loader), so the kill reaches the instance and nothing else.
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    processes.push(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (text: string) => {
        output += text;
        const line = /^(\d+)$/m.exec(output);
        if (line) resolve(Number(line[1]));
      });
      child.once('exit', (code) => reject(new Error(`the instance process exited (${code}) before listening`)));
    });
    return {
      connect(sessionId: string): CountingClient {
        const client = connectCountingClient(port, { sessionId });
        clients.push(client);
        return client;
      },
      /** Ends the process as a crash does: no cleanup of any kind. */
      async crash(): Promise<void> {
        child.kill('SIGKILL');
        await exited;
      },
    };
  }

  beforeAll(async () => {
    inspector = new Redis(redisUrl, { lazyConnect: true });
    await inspector.connect();
  });

  beforeEach(() => {
    redisKeyPrefix = `${runPrefix}${randomUUID().slice(0, 8)}:`; // a failed test's leftovers cannot reach the next
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const child of processes.splice(0)) child.kill('SIGKILL');
    for (const { server, realtime } of started.splice(0)) {
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  afterAll(async () => {
    const leftovers = await inspector.keys(`${runPrefix}*`);
    if (leftovers.length > 0) await inspector.del(...leftovers);
    await inspector.quit();
  });

  test('the heartbeat rewrites this instance\'s set from memory and keeps it expiring', async () => {
    const keyPrefix = `${redisKeyPrefix}presence:`;
    const presence = new RedisPresence(inspector, { keyPrefix, instanceId: 'beat', ttlMs: 5_000 });
    await presence.join('s:a', 'socket-1');
    await presence.join('s:b', 'socket-2');
    // A leave that never reached Redis, and a lost expiry: the next beat must repair both.
    await inspector.multi().sadd(keys('beat').own, 's:ghost').persist(keys('beat').own).exec();
    await presence.heartbeat();
    expect((await inspector.smembers(keys('beat').own)).sort()).toEqual(['s:a', 's:b']);
    const remaining = await inspector.pttl(keys('beat').own);
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(5_000);
    await presence.close();
    expect(await inspector.exists(keys('beat').own)).toBe(0);
  });

  test('counts the union of the instances\' sets; a set gone (expired) counts nothing', async () => {
    const options = { keyPrefix: `${redisKeyPrefix}presence:`, ttlMs: 5_000 };
    const left = new RedisPresence(inspector, { ...options, instanceId: 'union-left' });
    const right = new RedisPresence(inspector, { ...options, instanceId: 'union-right' });
    await left.join('s:a', 'socket-1');
    await left.join('s:b', 'socket-2');
    await right.join('s:b', 'socket-3');
    await right.join('s:c', 'socket-4');
    expect(await left.count()).toBe(3);
    expect(await right.count()).toBe(3);
    await inspector.del(keys('union-left').own); // what the TTL does to a dead instance's set
    expect(await right.count()).toBe(2);
    await right.leave('s:c', 'socket-4');
    expect(await right.count()).toBe(1);
    // A long-silent instance is dropped from the registry.
    await inspector.zadd(keys('union-left').instances, Date.now() - 60_000, 'union-left');
    await right.count();
    expect(await inspector.zscore(keys('union-left').instances, 'union-left')).toBeNull();
    await Promise.all([left.close(), right.close()]);
  });

  test('clients of two instances see one count, with a session on both instances counted once', async () => {
    const timing = { presenceTtlMs: 15_000, heartbeatMs: 5_000 };
    const one = await startInstance('shared-one', timing);
    const two = await startInstance('shared-two', timing);

    const oneFirst = one.connect('session-1111-aaaa');
    await oneFirst.waitForCount(1);
    const twoFirst = two.connect('session-2222-bbbb');
    await Promise.all([oneFirst.waitForCount(2), twoFirst.waitForCount(2)]);

    // The first session opens a tab that lands on the other instance: still two visitors.
    const twoSameSession = two.connect('session-1111-aaaa');
    await twoSameSession.waitForCount(2);

    twoFirst.close();
    await Promise.all([oneFirst.waitForCount(1), twoSameSession.waitForCount(1)]);

    // The first session's tab on `one` closes, its tab on `two` keeps it present.
    oneFirst.close();
    const oneLater = one.connect('session-3333-cccc');
    await Promise.all([oneLater.waitForCount(2), twoSameSession.waitForCount(2)]);
  });

  test('an instance that stops cleanly takes its visitors out of every count at once', async () => {
    // Neither a heartbeat nor an expiry can happen during this test: only the cleanup can lower the count.
    const timing = { presenceTtlMs: 60_000, heartbeatMs: 60_000 };
    const one = await startInstance('clean-one', timing);
    const two = await startInstance('clean-two', timing);
    const watcher = one.connect('session-4444-dddd');
    await watcher.waitForCount(1);
    two.connect('session-5555-eeee');
    await watcher.waitForCount(2);

    await two.realtime.close();
    await watcher.waitForCount(1, 3_000);
    expect(await inspector.exists(keys('clean-two').own)).toBe(0);
    expect(await inspector.zscore(keys('clean-two').instances, 'clean-two')).toBeNull();
  });

  test("a crashed instance's visitors drop out of the other's count within the TTL", async () => {
    const timing = { presenceTtlMs: 1_500, heartbeatMs: 250 };
    const one = await startInstance('crash-one', timing);
    const two = await startInstanceProcess('crash-two', timing);
    const watcher = one.connect('session-6666-ffff');
    await watcher.waitForCount(1);
    two.connect('session-7777-gggg');
    two.connect('session-8888-hhhh');
    await watcher.waitForCount(3);

    await two.crash();
    // Nothing was cleaned up: only the TTL can heal. Redis itself says the set goes within the TTL (no wall clock).
    expect(await inspector.scard(keys('crash-two').own)).toBe(2);
    const remaining = await inspector.pttl(keys('crash-two').own);
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(timing.presenceTtlMs);
    await watcher.waitForCount(1, 15_000);
    expect(await inspector.exists(keys('crash-two').own)).toBe(0); // the drop came from the expiry
  }, 30_000);
});
