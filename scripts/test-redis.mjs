// Redis for `npm test`: the one on TEST_REDIS_URL (default 127.0.0.1:6379) when it answers; else a throwaway redis-server
// on a free loopback port, without persistence, when one is installed (then the Redis tests are required to pass);
// else none, and the Redis tests skip saying so, unless REQUIRE_REDIS or CI asks for them (.ci/run installs Redis).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tooling/free-port.mjs';

/** True when something at `url` answers PING like Redis (plain TCP: the tests' own client is not needed here). */
export function answersPing(url, timeoutMs = 2_000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // A password-protected Redis answers -NOAUTH: it is there, and TEST_REDIS_URL carries the password for the tests.
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

async function startThrowaway() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await answersPing(url, 500)) break;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!(await answersPing(url, 500))) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Redis the tests will use: `{ url, required, stop }`, or `{ url: undefined, reason }` when there is none. */
export async function provideTestRedis(environment = process.env) {
  const configured = environment.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  if (await answersPing(configured)) return { url: configured, stop: async () => {} };
  const hasServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (hasServer) {
    const throwaway = await startThrowaway();
    if (throwaway) return throwaway;
  }
  return {
    url: undefined,
    reason: `nothing answers at ${configured}${hasServer ? ' and redis-server did not start' : ' and redis-server is not installed'}`,
  };
}
