// A frozen PostgreSQL (every process of the cluster stopped) once the server knows it is down: the API answers 503 with
// Retry-After at once instead of waiting out the statement timeout, pages answer 503 with a short page in the visitor's
// language (a page the page cache holds is still served), and everything answers again as soon as the database thaws.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../tooling/free-port.mjs';
import { uniqueUser } from '../accounts/account-helpers';
import { type Answer, clusterProcesses, pollUntil, postmasterPid, request } from '../support/process-state';
import { spawnServer, waitUntilReady } from '../support/spawn-server';

const json = { 'Content-Type': 'application/json' };

async function timed(send: () => Promise<Answer>): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now();
  const answer = await send();
  return { answer, ms: performance.now() - started };
}

test('while the database is known down, API calls fail within 2 s, pages say so in their language, and both recover at once', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-db-fast-fail-'));
  // The product's own timeouts (15 s per statement): the 503 must not come from them.
  const server = await spawnServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), IMPORT_ON_START: 'false' });
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    frozen = [];
  };
  try {
    await waitUntilReady(server);
    const base = server.baseURL;
    const user = uniqueUser();
    expect((await request(`${base}/api/auth/register`, { method: 'POST', headers: json }, JSON.stringify(user))).status).toBe(201);
    const login = await request(
      `${base}/api/auth/login`,
      { method: 'POST', headers: json },
      JSON.stringify({ username: user.username, password: user.password }),
    );
    const { token } = JSON.parse(login.body) as { token: string };
    const calls: [string, () => Promise<Answer>][] = [
      ['/api/auth/me', () => request(`${base}/api/auth/me`, { headers: { 'x-auth-token': token } })],
      ['search', () => request(`${base}/api/journal/search?q=ecology&page=1&limit=10`)],
      [
        'favourite add',
        () => request(`${base}/api/favorite/add`, { method: 'POST', headers: { ...json, 'x-auth-token': token } }, '{"sourceId":"21100"}'),
      ],
    ];
    for (const [, call] of calls) expect((await call()).status).not.toBeGreaterThanOrEqual(500);
    // The home page in both languages, once rendered, comes from the page cache.
    for (const language of ['id', 'en']) {
      await request(`${base}/${language}`);
      expect((await request(`${base}/${language}`)).headers['x-page-cache']).toBe('hit');
    }

    frozen = clusterProcesses(postmasterPid(dataDir) ?? 0);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    const frozenAt = performance.now();
    await pollUntil('health saying the database is down', async () =>
      (await request(`${base}/api/health`, { agent: false })).status === 503 ? true : undefined,
    );
    const knownDownMs = performance.now() - frozenAt;

    const failures: string[] = [];
    for (const [name, call] of calls) {
      const { answer, ms } = await timed(call);
      expect(answer.status, name).toBe(503);
      expect(answer.headers['retry-after'], name).toBe('5');
      expect(JSON.parse(answer.body), name).toEqual({ message: 'databaseUnavailable', code: 'unavailable' });
      expect(ms, `${name} answered in ${ms} ms`).toBeLessThan(2_000);
      failures.push(`${name}: ${answer.status} in ${Math.round(ms)} ms`);
    }
    // A page that needs the database: 503, Retry-After, a short page in the page's language; not a 500.
    const pages = [
      ['/id?page=2', 'id', 'Sementara tidak tersedia'],
      ['/en?page=2', 'en', 'Temporarily unavailable'],
    ] as const;
    for (const [address, language, title] of pages) {
      const { answer, ms } = await timed(() => request(`${base}${address}`));
      expect(answer.status, address).toBe(503);
      expect(answer.headers['retry-after'], address).toBe('60');
      expect(answer.headers['content-type'], address).toContain('text/html');
      expect(answer.body, address).toContain(`<html lang="${language}">`);
      expect(answer.body, address).toContain(title);
      failures.push(`${address}: ${answer.status} in ${Math.round(ms)} ms`);
    }
    // What the page cache holds is still served.
    for (const language of ['id', 'en']) {
      const cached = await request(`${base}/${language}`);
      expect(cached.status).toBe(200);
      expect(cached.headers['x-page-cache']).toBe('hit');
    }

    thaw();
    const thawedAt = performance.now();
    await pollUntil('/api/auth/me answering 200 again', async () =>
      (await calls[0]![1]()).status === 200 ? true : undefined,
    );
    const recoveryMs = performance.now() - thawedAt;
    for (const [name, call] of calls) expect((await call()).status, name).not.toBeGreaterThanOrEqual(500);
    expect((await request(`${base}/en?page=2`)).status).toBe(200);
    test.info().annotations.push(
      { type: 'known down', description: `${Math.round(knownDownMs)} ms from the freeze to health 503` },
      { type: 'answers while down', description: failures.join('; ') },
      { type: 'recovery', description: `${Math.round(recoveryMs)} ms from the thaw to /api/auth/me 200` },
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(server.output()).not.toMatch(/"status":500/);
  } finally {
    thaw();
    await test.info().attach('server output', { body: server.output(), contentType: 'text/plain' });
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
