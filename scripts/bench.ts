// `npm run bench`: loopback load against the production build. For each target: latency (p50/p95) at 10
// connections and throughput at 50, always beside the floor (/api/health) measured in the same run.
// Uses the product's own database (DATA_DIR, or DATABASE_URL); prints a Markdown table for the README.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import autocannon from 'autocannon';

interface Target {
  name: string;
  path: string;
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
];

const seconds = Number(process.env.BENCH_SECONDS ?? 8);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn' },
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

async function load(url: string, connections: number): Promise<{ p50: number; p95: number; rps: number; errors: number }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, finished) =>
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
    for (const target of targets) {
      await load(`${base}${target.path}`, 2); // warm-up: compile paths, fill caches
      const latency = await load(`${base}${target.path}`, 10);
      const throughput = await load(`${base}${target.path}`, 50);
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
