// The embedded PostgreSQL killed under load: requests answer 503 databaseUnavailable (never 500, no stack traces), the
// outage is logged once, and the server restarts the database by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../tooling/free-port.mjs';
import { type Answer, isProcessAlive, pollUntil, postmasterPid, request } from '../support/process-state';
import { spawnServer, waitUntilReady } from '../support/spawn-server';

test('a killed embedded PostgreSQL gives 503 databaseUnavailable meanwhile, one outage line, and comes back', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-db-killed-'));
  const server = await spawnServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), IMPORT_ON_START: 'false' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    await waitUntilReady(server);
    const list = `${server.baseURL}/api/journal?page=1&limit=10`;
    expect((await request(list, { agent })).status).toBe(200);
    const killed = postmasterPid(dataDir) ?? 0;

    // Four clients keep asking for a page of the catalogue from before the kill until the database is back.
    const answers: Answer[] = [];
    let isBack = false;
    const clients = Array.from({ length: 4 }, async () => {
      while (!isBack) answers.push(await request(list, { agent }));
    });
    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    await pollUntil('the postmaster gone', () => (isProcessAlive(killed) ? undefined : true));
    const health = await pollUntil(
      'health answering 200 again',
      async () => {
        const answer = await request(`${server.baseURL}/api/health`, { agent: false });
        return answer.status === 200 ? answer : undefined;
      },
      120_000,
    );
    test.info().annotations.push({ type: 'recovery', description: `${Date.now() - killedAt} ms from the kill to health 200` });
    isBack = true;
    await Promise.all(clients);

    expect(JSON.parse(health.body)).toEqual({ status: 'ok', db: 'ok' });
    // A new postmaster serves the same folder.
    expect(postmasterPid(dataDir)).not.toBe(killed);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ message: 'databaseUnavailable', code: 'unavailable' });
      expect(answer.headers['retry-after']).toBe('5');
    }
    // One line when it went down and one when it came back, however many requests failed; no stack trace.
    await pollUntil('the recovery logged', () => (server.output().includes('database available again') ? true : undefined));
    expect(server.output().match(/database unavailable/g)).toHaveLength(1);
    expect(server.output().match(/database available again/g)).toHaveLength(1);
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(server.output()).not.toContain('"status":500');

    // And it serves again.
    expect((await request(list, { agent })).status).toBe(200);
  } finally {
    await test.info().attach('server output', { body: server.output(), contentType: 'text/plain' });
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
