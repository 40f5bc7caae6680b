// docker stop and systemd send SIGTERM to the process they started, here `npm start`: it must reach the server, which
// stops cleanly with its PostgreSQL, and npm must exit with the server's code, leaving nothing running.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../tooling/free-port.mjs';
import { isPortInUse, isProcessAlive, postmasterPid } from '../support/process-state';
import { spawnServer, waitUntilReady } from '../support/spawn-server';

test('SIGTERM to `npm start` stops the server and its PostgreSQL, and npm exits 0', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-npm-start-'));
  const pgPort = await freePort();
  // --no-build: the test runs on the build made before it (npm test and the lead build first).
  const server = await spawnServer(
    { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), IMPORT_ON_START: 'false' },
    { command: ['npm', 'start', '--', '--no-build'], detached: true },
  );
  try {
    await waitUntilReady(server);
    const postmaster = postmasterPid(dataDir);
    expect(postmaster).toBeDefined();

    // To npm only, as a container runtime or systemd (KillMode=mixed) sends it.
    server.process.kill('SIGTERM');
    expect(await server.exited, server.output().slice(-3000)).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
    expect(server.output()).toContain('"msg":"stopped","drained":true');
    expect(await isPortInUse(server.port)).toBe(false);
    expect(isProcessAlive(postmaster ?? 0)).toBe(false);
    expect(postmasterPid(dataDir)).toBeUndefined();
    expect(await isPortInUse(pgPort)).toBe(false);
  } finally {
    // Whatever the outcome, nothing of this test is left running: its process group is ended by its id.
    try {
      process.kill(-(server.process.pid ?? 0), 'SIGKILL');
    } catch {
      // already gone
    }
    const leftover = postmasterPid(dataDir);
    if (leftover && isProcessAlive(leftover)) process.kill(leftover, 'SIGQUIT');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
