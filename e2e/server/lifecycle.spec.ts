import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, spawnServer, waitUntilReady } from '../support/spawn-server';

test('a server on its own embedded database serves, then stops cleanly on SIGTERM', async ({ request }) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-lifecycle-'));
  const server = await spawnServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
  try {
    await waitUntilReady(server);
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    const health = await request.get(`${server.baseURL}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });

    const started = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The embedded PostgreSQL was stopped with it.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(server.output()).toContain('"msg":"stopped"');
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
  } finally {
    blocker.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
