// Whatever happened before, a stop ends the server and the embedded PostgreSQL it started: here the database was
// killed under load and restarted by the server's supervisor, then `npm start` gets SIGTERM.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../tooling/free-port.mjs';
import { isPortInUse, isProcessAlive, pollUntil, postmasterPid, request } from '../support/process-state';
import { spawnServer, waitUntilReady } from '../support/spawn-server';

/** Every process whose command line names the folder (the postmaster and its children run with `-D <folder>/pg`). */
function processesOf(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(dataDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

test('SIGTERM after the embedded PostgreSQL was killed and restarted ends the server and the database', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-stop-after-restart-'));
  const pgPort = await freePort();
  const server = await spawnServer(
    { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), IMPORT_ON_START: 'false' },
    { command: ['npm', 'start', '--', '--no-build'], detached: true },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    await waitUntilReady(server);
    const list = `${server.baseURL}/api/journal?page=1&limit=10`;
    const killed = postmasterPid(dataDir) ?? 0;
    expect(killed).toBeGreaterThan(0);

    // Four clients ask for the catalogue from before the kill until the restarted database answers.
    let isBack = false;
    const clients = Array.from({ length: 4 }, async () => {
      while (!isBack) await request(list, { agent }).catch(() => undefined);
    });
    process.kill(killed, 'SIGKILL');
    await pollUntil('the killed postmaster gone', () => (isProcessAlive(killed) ? undefined : true));
    await pollUntil(
      'health answering 200 from the restarted database',
      async () => ((await request(`${server.baseURL}/api/health`, { agent: false })).status === 200 ? true : undefined),
      120_000,
    );
    isBack = true;
    await Promise.all(clients);
    const restarted = postmasterPid(dataDir) ?? 0;
    expect(restarted).not.toBe(killed);
    expect(isProcessAlive(restarted)).toBe(true);

    const signalledAt = performance.now();
    server.process.kill('SIGTERM');
    expect(await server.exited, server.output().slice(-3000)).toBe(0);
    test.info().annotations.push({ type: 'stop', description: `${Math.round(performance.now() - signalledAt)} ms from SIGTERM to exit` });
    expect(server.output()).toContain('"msg":"stopped"');
    expect(await isPortInUse(server.port)).toBe(false);
    expect(isProcessAlive(restarted)).toBe(false);
    expect(await isPortInUse(pgPort)).toBe(false);
    expect(processesOf(dataDir)).toEqual([]);
  } finally {
    agent.destroy();
    await test.info().attach('server output', { body: server.output(), contentType: 'text/plain' });
    try {
      process.kill(-(server.process.pid ?? 0), 'SIGKILL');
    } catch {
      // already gone
    }
    for (const pid of processesOf(dataDir)) process.kill(pid, 'SIGQUIT');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
