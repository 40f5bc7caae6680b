// `npm run bench`: loopback load against the production build. For each target: latency (p50/p95) at 10
// connections and throughput at 50, always beside the floor (/api/health) measured in the same run.
// Uses the product's own database (DATA_DIR, or DATABASE_URL); prints a Markdown table for the README.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { prepareDatabase } from '../lib/database/prepare-database';
import { currentDatabaseUrl, env, publishDatabaseUrl } from '../lib/core/env';
import { abstract } from './bench-abstract';
import { benchAnalytics } from './bench-analytics';
import { freePort } from '../tooling/free-port';

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
// BENCH_ONLY=analytics only the admin dashboard on a million visits.
const only = process.env.BENCH_ONLY;
const chosen = targets.filter((target, position) => position === 0 || !only || target.name.includes(only));
const withAnalytics = !only || only === 'analytics';
const withIndex = !only || only === 'recommend';

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    // The per-user recommendation limit would turn the load into 429s: lifted for the bench's own server.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', RECOMMEND_RATE_LIMIT: '10000' },
    stdio: ['ignore', 'inherit', 'inherit'],
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

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const rows: string[] = [];
  try {
    const token = await premiumToken(base);
    for (const target of chosen) {
      const post = target.body === undefined ? undefined : { body: target.body, token };
      await load(`${base}${target.path}`, 2, post); // warm-up: compile paths, fill caches, build the index
      const latency = await load(`${base}${target.path}`, 10, post);
      const throughput = await load(`${base}${target.path}`, 50, post);
      rows.push(
        `| ${target.name} | ${latency.p50.toFixed(1)} | ${latency.p95.toFixed(1)} | ${Math.round(throughput.rps)} | ` +
          `${throughput.p95.toFixed(1)} | ${latency.errors + throughput.errors} |`,
      );
      console.error(`measured ${target.name}`);
    }
    const rss = residentMegabytes(server.pid!);
    console.log(`\nLoopback, production build, ${seconds} s per run, ${new Date().toISOString().slice(0, 10)}:\n`);
    console.log('| target | p50 ms @10 | p95 ms @10 | req/s @50 | p95 ms @50 | non-2xx/errors |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`\nServer resident memory after the run: ${rss.toFixed(0)} MB`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (withIndex) await measureIndex();
  if (withAnalytics) await measureAnalytics();
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

/** On the server the product uses (the embedded one is started again, or shared if running), in a scratch database. */
async function measureAnalytics(): Promise<void> {
  const database = await prepareDatabase({
    databaseUrl: currentDatabaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: () => {},
  });
  try {
    console.error('measuring the admin analytics on a million visits');
    console.log(`\n${await benchAnalytics(database.url, publishDatabaseUrl)}`);
  } catch (error) {
    // A server where this role may not create databases (a managed one) cannot host the scratch database.
    console.log(`\nAdmin analytics not measured: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
