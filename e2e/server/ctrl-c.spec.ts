// Ctrl+C in a terminal sends SIGINT to the whole foreground process group: the server must still answer every request
// in flight (the embedded PostgreSQL is not in that group), then stop the database.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../tooling/free-port.mjs';
import { isPortInUse, isProcessAlive, postmasterPid } from '../support/process-state';
import { spawnServer, waitForOutput, waitUntilReady } from '../support/spawn-server';

test('SIGINT to the process group answers every request in flight with 2xx, then stops PostgreSQL', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-ctrl-c-'));
  const pgPort = await freePort();
  const server = await spawnServer(
    { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), IMPORT_ON_START: 'false' },
    { detached: true },
  );
  try {
    await waitUntilReady(server);
    const postmaster = postmasterPid(dataDir);
    expect(postmaster).toBeDefined();

    // Sixteen writes in flight: their headers are in (the server answered 100 Continue and runs the handler), their
    // bodies are sent only once the server has taken the signal.
    const body = JSON.stringify({ page: '/id/about', sessionId: `ctrl-c-${Date.now()}`, searchKeyword: null });
    const inFlight = Array.from({ length: 16 }, () => {
      const outgoing = http.request(`${server.baseURL}/api/analytics/track-visit`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      const answered = new Promise<number>((resolve, reject) => {
        outgoing.once('response', (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        });
        outgoing.once('error', reject);
      });
      const continued = new Promise<void>((resolve) => outgoing.once('continue', () => resolve()));
      return { outgoing, answered, continued };
    });
    await Promise.all(inFlight.map((request) => request.continued));

    process.kill(-(server.process.pid ?? 0), 'SIGINT');
    await waitForOutput(server, '"msg":"shutting down","signal":"SIGINT"');
    for (const request of inFlight) request.outgoing.end(body);

    expect(await Promise.all(inFlight.map((request) => request.answered))).toEqual(Array(16).fill(204));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped","drained":true');
    expect(server.output()).not.toContain('"status":500');
    // PostgreSQL was stopped after the requests, by the server: no postmaster, no pid file, the port is free.
    expect(isProcessAlive(postmaster ?? 0)).toBe(false);
    expect(postmasterPid(dataDir)).toBeUndefined();
    expect(await isPortInUse(pgPort)).toBe(false);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
