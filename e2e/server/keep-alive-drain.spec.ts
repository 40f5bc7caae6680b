// On SIGTERM, connections kept alive are not served until the timeout: idle ones are closed at once (a clean FIN, no
// reset), a busy one gets its answer with `Connection: close` and is closed after it, and the server exits as soon as
// that is done, long before SHUTDOWN_TIMEOUT_MS.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../tooling/free-port.mjs';
import { spawnServer, waitForOutput, waitUntilReady } from '../support/spawn-server';

/** A raw keep-alive connection: sends requests, reads answers, and records how the server ended it. */
function keptAliveConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const ended = new Promise<'closed cleanly' | string>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('end', () => resolve('closed cleanly'));
  });
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const answers = async (count: number): Promise<string[]> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const heads = received.split('\r\n\r\n').filter((part) => part.startsWith('HTTP/1.1'));
      if (heads.length >= count) return heads;
      if (Date.now() > deadline) throw new Error(`only ${heads.length} answers: ${received}`);
      await new Promise((resolve) => socket.once('data', resolve));
    }
  };
  return { socket, ended, answers };
}

test('SIGTERM closes idle kept-alive connections at once, answers a busy one with Connection: close, and exits', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-keep-alive-'));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    IMPORT_ON_START: 'false',
    // Long enough that a drain waiting for it would fail this test's own bound.
    SHUTDOWN_TIMEOUT_MS: '60000',
  });
  try {
    await waitUntilReady(server);
    const health = `GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`;
    const idle = [keptAliveConnection(server.port), keptAliveConnection(server.port), keptAliveConnection(server.port)];
    for (const connection of idle) connection.socket.write(health);
    for (const connection of idle) expect((await connection.answers(1))[0]).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*Connection: keep-alive/i);

    // A busy connection: a write whose headers are in, its body sent after the signal.
    const busy = keptAliveConnection(server.port);
    const body = JSON.stringify({ page: '/id/about', sessionId: `keep-alive-${Date.now()}`, searchKeyword: null });
    busy.socket.write(
      'POST /api/analytics/track-visit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect((await busy.answers(1))[0]).toMatch(/^HTTP\/1\.1 100 Continue/);

    server.process.kill('SIGTERM');
    await waitForOutput(server, '"msg":"shutting down","signal":"SIGTERM"');
    busy.socket.write(body);

    const [, answer] = await busy.answers(2);
    expect(answer).toMatch(/^HTTP\/1\.1 204 No Content/);
    expect(answer).toMatch(/\r\nConnection: close(\r\n|$)/i);
    expect(await busy.ended).toBe('closed cleanly');
    expect(await Promise.all(idle.map((connection) => connection.ended))).toEqual(Array(3).fill('closed cleanly'));
    expect(await server.exited).toBe(0);
    // It did not wait for SHUTDOWN_TIMEOUT_MS and cut connections: every one closed on its own.
    expect(server.output()).toContain('"msg":"stopped","drained":true');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
