// A database that stops answering must not hang requests or the start: a frozen PostgreSQL (every process stopped)
// gives 503 past the statement and connection timeouts and is used again once it thaws; a DATABASE_URL that accepts
// TCP and says nothing fails the start with a message naming it.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../tooling/free-port.mjs';
import { clusterProcesses, pollUntil, postmasterPid, request } from '../support/process-state';
import { spawnServer, waitUntilReady } from '../support/spawn-server';

test('a frozen PostgreSQL gives 503 databaseUnavailable past the timeouts, and is used again after SIGCONT', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-db-frozen-'));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    IMPORT_ON_START: 'false',
    DB_CONNECT_TIMEOUT_MS: '1000',
    DB_STATEMENT_TIMEOUT_MS: '1000',
    // The home page below is rendered, not served from the page cache.
    PAGE_CACHE_MB: '0',
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    frozen = [];
  };
  try {
    await waitUntilReady(server);
    const list = `${server.baseURL}/api/journal?page=1&limit=10`;
    expect((await request(list, { agent })).status).toBe(200);

    frozen = clusterProcesses(postmasterPid(dataDir) ?? 0);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    // On the pool's open connection (the query times out) and on a new one (the connection times out).
    const answers = await Promise.all([request(list, { agent }), request(list, { agent })]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ message: 'databaseUnavailable', code: 'unavailable' });
      expect(answer.headers['retry-after']).toBe('5');
    }
    const health = await request(`${server.baseURL}/api/health`, { agent: false });
    expect(health.status).toBe(503);
    // A page that needs the database fails too, but is counted in the outage instead of printing its error.
    await request(`${server.baseURL}/en`, { agent: false });

    thaw();
    await pollUntil(
      'health answering 200 again',
      async () => ((await request(`${server.baseURL}/api/health`, { agent: false })).status === 200 ? true : undefined),
      60_000,
    );
    expect((await request(list, { agent })).status).toBe(200);
    await pollUntil('the recovery logged', () => (server.output().includes('database available again') ? true : undefined));
    expect(server.output().match(/database unavailable/g)).toHaveLength(1);
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(server.output()).not.toContain('⨯');
    // No API answer was a 500 (the page's error page still is: Next.js renders it, see the README).
    expect(server.output()).not.toMatch(/"path":"\/api\/[^"]*","status":500/);
  } finally {
    thaw();
    await test.info().attach('server output', { body: server.output(), contentType: 'text/plain' });
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a DATABASE_URL that accepts connections and never answers fails the start with a message naming it', async () => {
  test.setTimeout(60_000);
  const silent = net.createServer(() => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
  const server = await spawnServer({
    DATABASE_URL: `postgresql://jurnal:secret-password@127.0.0.1:${port}/jurnal_finder`,
    JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
    DB_CONNECT_TIMEOUT_MS: '300',
    DB_START_ATTEMPTS: '2',
  });
  try {
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain(`The database at DATABASE_URL (127.0.0.1:${port}/jurnal_finder) did not answer`);
    expect(output.match(/"msg":"database not answering yet"/g)).toHaveLength(2);
    expect(output).not.toContain('secret-password');
    expect(output).not.toMatch(/\n\s+at /);
  } finally {
    silent.close();
    await server.stop();
  }
});
