import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { freePort } from '../../tooling/free-port.mjs';
import { spawnServer, waitUntilReady } from '../support/spawn-server';

test('a server on its own embedded database finishes requests in flight on SIGTERM, stops, and keeps its data', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-lifecycle-'));
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
  let server = await spawnServer(env);
  try {
    await waitUntilReady(server);
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(await (await request.get(`${server.baseURL}/api/health`)).json()).toEqual({ status: 'ok', db: 'ok' });
    const sessionId = `lifecycle-${Date.now()}`;
    const tracked = await request.post(`${server.baseURL}/api/analytics/track-visit`, {
      data: { page: '/id/about', sessionId, searchKeyword: null },
    });
    expect(tracked.status()).toBe(204);

    // A request in flight when SIGTERM arrives: its headers are in (the server answered 100 Continue), its body
    // is sent only after the signal. It must still be answered.
    const body = JSON.stringify({ page: '/id/pricing', sessionId, searchKeyword: null });
    const inFlight = http.request(`${server.baseURL}/api/analytics/track-visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.once('response', (answer) => resolve(answer.statusCode ?? 0));
      inFlight.once('error', reject);
    });
    await new Promise<void>((resolve) => inFlight.once('continue', () => resolve()));
    server.process.kill('SIGTERM');
    inFlight.end(body);
    expect(await answered).toBe(204);
    expect(await server.exited).toBe(0);
    // Every connection closed by itself: the drain did not have to wait for SHUTDOWN_TIMEOUT_MS and cut them.
    expect(server.output()).toContain('"msg":"stopped","drained":true');
    // The embedded PostgreSQL was stopped with it.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    // A restart on the same folder finds the same data.
    server = await spawnServer(env);
    await waitUntilReady(server);
    const credentials = JSON.parse(readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8'));
    const client = new Client({ host: '127.0.0.1', port: Number(env.EMBEDDED_PG_PORT), database: 'jurnal_finder', ...credentials });
    await client.connect();
    const { rows } = await client.query('SELECT page FROM visits WHERE session_id = $1 ORDER BY id', [sessionId]);
    await client.end();
    expect(rows).toEqual([{ page: '/id/about' }, { page: '/id/pricing' }]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a taken database port gives a clear message instead of a stack trace', async () => {
  const blocker = net.createServer((socket) => socket.end('not postgres\n'));
  const port = await freePort();
  await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-port-'));
  const server = await spawnServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) });
  try {
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Port ${port} is already used by another program`);
    expect(server.output()).toContain('EMBEDDED_PG_PORT');
    expect(server.output()).not.toMatch(/\n\s+at /);
  } finally {
    blocker.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
