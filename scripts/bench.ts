// `npm run bench`: loopback load against the production build. For each target: latency (p50/p95) at 10
// connections and throughput at 50, always beside the floor (/api/health) measured in the same run.
// Uses the product's own database (DATA_DIR, or DATABASE_URL); prints a Markdown table for the README, the server's
// memory after start and after the load, then the recommendation index in-process, the admin analytics and the
// Lighthouse medians (scripts/bench-lighthouse.ts, also alone as `npm run bench:lighthouse`), and a full harvest: 3 million
// generated works loaded into a scratch copy of the database through the article importer, then rebuilt by the
// production server as after a harvest (scripts/bench-harvest.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { prepareDatabase } from '../lib/database/prepare-database';
import { env } from '../lib/core/env';
import { databaseUrl, decideRuntimeConfig } from '../lib/core/runtime-config';
import { abstract } from './bench-abstract';
import { benchAnalytics } from './bench-analytics';
import { benchLighthouse } from './bench-lighthouse';
import { describeMemory, postgresMemory, type PostgresMemory, serverMemory, type ServerMemory } from './bench-memory';
import { runToExit } from './run-to-exit';
import { serverEnvironment, serverNodeArguments } from './server-command.mjs';
import { freePort } from '../tooling/free-port.mjs';

interface Target {
  name: string;
  path: string;
  /** A POST with this JSON body, sent by the premium user the bench makes for itself. */
  body?: unknown;
}

const targets: Target[] = [
  { name: 'floor: GET /api/health', path: '/api/health' },
  { name: 'title search GET /api/journal/search?q=energy', path: '/api/journal/search?q=energy' },
  { name: 'filtered list GET /api/journal?quartile=Q1&field=Engineering', path: '/api/journal?quartile=Q1&field=Engineering' },
  { name: 'facets GET /api/journal/facets', path: '/api/journal/facets' },
  { name: 'journal page GET /id/journal/28773 (page cache)', path: '/id/journal/28773' },
  // A query bypasses the page cache: these measure a full server render every time.
  { name: 'journal page, rendered every time', path: '/id/journal/28773?render=1' },
  { name: 'home page GET /id (page cache)', path: '/id' },
  { name: 'home page, rendered every time', path: '/id?render=1' },
  { name: 'recommendation POST /api/ai/recommend (250 words)', path: '/api/ai/recommend', body: { abstract } },
];

async function call(base: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

/** A premium user made through the product's own flow: register, log in, buy a month in the payment sandbox. */
async function premiumToken(base: string): Promise<string> {
  const username = `bench_${Date.now().toString(36)}`;
  const password = 'bench-password-123';
  await call(base, '/api/auth/register', {
    nama: 'Bench', email: `${username}@bench.invalid`, username, password, country: 'Indonesia', job: 'other',
  });
  const { token } = (await call(base, '/api/auth/login', { username, password })) as { token: string };
  const { orderId } = (await call(base, '/api/invoices/create', { planId: '1-month' }, token)) as { orderId: string };
  const payment = (await call(base, '/api/payments/process', { orderId }, token)) as { token: string };
  await call(base, `/api/payments/sandbox/${payment.token}`, { result: 'success' });
  return token;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
// BENCH_ONLY=recommend measures only the targets whose name holds that text, always beside the floor;
// BENCH_ONLY=analytics only the admin dashboard on a million visits; BENCH_ONLY=lighthouse only the Lighthouse runs
// (beside their own floor, a static page, so without the HTTP load); BENCH_ONLY=http every HTTP target and the memory;
// BENCH_ONLY=harvest only the full harvest (BENCH_ARTICLES per journal, 100 by default).
const only = process.env.BENCH_ONLY;
// The caller's environment as it was: the index and analytics parts publish their scratch databases' URLs into
// process.env (and drop them), and the Lighthouse part's server must start on the product's own database.
const callerEnvironment = { ...process.env };
const chosen = targets.filter(
  (target, position) => position === 0 || !only || only === 'http' || target.name.includes(only),
);
const withHttp = only !== 'lighthouse' && only !== 'harvest';
const withAnalytics = !only || only === 'analytics';
const withIndex = !only || only === 'recommend';
const withLighthouse = !only || only === 'lighthouse';
const withHarvest = !only || only === 'harvest';

async function startServer(port: number): Promise<ChildProcess> {
  // Started as `npm start` starts it (scripts/server-command.mjs), plus the probe that reports its memory over IPC.
  const child = spawn(process.execPath, ['--require', './scripts/bench-memory-probe.cjs', ...serverNodeArguments], {
    // The per-user recommendation limit would turn the load into 429s: lifted for the bench's own server.
    env: serverEnvironment({ ...process.env, PORT: String(port), LOG_LEVEL: 'warn', RECOMMEND_RATE_LIMIT: '10000' }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(
  url: string,
  connections: number,
  post?: { body: unknown; token: string },
): Promise<{ p50: number; p95: number; rps: number; errors: number }> {
  const latencies: number[] = [];
  const request = post
    ? { method: 'POST' as const, body: JSON.stringify(post.body), headers: { 'content-type': 'application/json', 'x-auth-token': post.token } }
    : {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, pipelining: 1, ...request }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

interface Measured {
  name: string;
  path: string;
  p50Ms10: number;
  p95Ms10: number;
  rps50: number;
  p95Ms50: number;
  errors: number;
}

interface Results {
  date: string;
  secondsPerRun: number;
  targets: Measured[];
  memory: { afterStart?: Snapshot; afterBench?: Snapshot };
}

type Snapshot = { server: ServerMemory; postgres: PostgresMemory | null };

const memoryOf = async (server: ChildProcess): Promise<Snapshot> => ({
  server: await serverMemory(server),
  postgres: postgresMemory(env.dataDir),
});

async function main(): Promise<void> {
  if (withHttp) await measureHttp();
  if (withIndex) await measureIndex();
  if (withAnalytics) await measureAnalytics();
  if (withHarvest) await measureHarvest();
  // Last: its own server (no index build, so it does not take a core from the pages) and Chromium.
  if (withLighthouse) {
    console.error('measuring the pages with Lighthouse');
    console.log(await benchLighthouse(callerEnvironment));
  }
}

async function measureHttp(): Promise<void> {
  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const results: Results = { date: new Date().toISOString(), secondsPerRun: seconds, targets: [], memory: {} };
  try {
    const token = await premiumToken(base);
    // One recommendation waits for the index the server builds at start: "after start" is with the index built.
    await call(base, '/api/ai/recommend', { abstract }, token);
    results.memory.afterStart = await memoryOf(server);
    for (const target of chosen) {
      const post = target.body === undefined ? undefined : { body: target.body, token };
      await load(`${base}${target.path}`, 2, post); // warm-up: compile paths, fill caches
      const latency = await load(`${base}${target.path}`, 10, post);
      const throughput = await load(`${base}${target.path}`, 50, post);
      results.targets.push({
        name: target.name,
        path: target.path,
        p50Ms10: latency.p50,
        p95Ms10: latency.p95,
        rps50: throughput.rps,
        p95Ms50: throughput.p95,
        errors: latency.errors + throughput.errors,
      });
      console.error(`measured ${target.name}`);
    }
    results.memory.afterBench = await memoryOf(server);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  printHttp(results);
  writeJson(results);
}

function printHttp(results: Results): void {
  console.log(`\nLoopback, production build, ${seconds} s per run, ${results.date.slice(0, 10)}:\n`);
  console.log('| target | p50 ms @10 | p95 ms @10 | req/s @50 | p95 ms @50 | non-2xx/errors |');
  console.log('|---|---|---|---|---|---|');
  for (const target of results.targets) {
    console.log(
      `| ${target.name} | ${target.p50Ms10.toFixed(1)} | ${target.p95Ms10.toFixed(1)} | ${Math.round(target.rps50)} | ` +
        `${target.p95Ms50.toFixed(1)} | ${target.errors} |`,
    );
  }
  const { afterStart, afterBench } = results.memory;
  console.log('\nMemory of the bench\'s server (target: server RSS < 500 MB after start and after the load):\n');
  console.log('| when | server RSS | server V8 heap used of total | PostgreSQL (embedded) |');
  console.log('|---|---|---|---|');
  if (afterStart) console.log(describeMemory('after start, index built', afterStart.server, afterStart.postgres));
  if (afterBench) console.log(describeMemory('after the HTTP load above', afterBench.server, afterBench.postgres));
}

/** Every figure as JSON too: BENCH_JSON, or a file in the system's temp folder. */
function writeJson(results: Results): void {
  const file = process.env.BENCH_JSON ?? path.join(os.tmpdir(), 'jurnal-finder-bench.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nAll figures as JSON: ${file}`);
}

/** The recommendation index in a process of its own, with --expose-gc for honest memory figures. */
async function measureIndex(): Promise<void> {
  console.error('measuring the recommendation index in-process');
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--conditions=react-server', '--import', 'tsx', 'scripts/bench-index.ts'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error('the index measurement failed');
  console.log('\nRecommendation index, in-process:\n');
  console.log('| what | measured | target |');
  console.log('|---|---|---|');
  console.log(output.trimEnd());
}

/** A full harvest through the importer and the production server's rebuild, in a process of its own. */
async function measureHarvest(): Promise<void> {
  console.error('measuring a full harvest: generated works through the importer, then the server\'s rebuild');
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-harvest.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error('the harvest measurement failed');
  console.log(output.trimEnd());
}

/** On the server the product uses (the embedded one is started again, or shared if running), in a scratch database. */
async function measureAnalytics(): Promise<void> {
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: () => {},
  });
  try {
    console.error('measuring the admin analytics on a million visits');
    console.log(`\n${await benchAnalytics(database.url, (url) => decideRuntimeConfig({ databaseUrl: url }))}`);
  } catch (error) {
    // A server where this role may not create databases (a managed one) cannot host the scratch database.
    console.log(`\nAdmin analytics not measured: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await database.stop();
  }
}

runToExit(main);
