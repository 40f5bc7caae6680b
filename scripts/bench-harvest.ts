// A full harvest, for `npm run bench` (BENCH_ONLY=harvest alone): GENERATED works (scripts/generated-works.ts,
// BENCH_ARTICLES per journal, 100 by default: 3 million for the catalogue) are written to a gzipped JSON Lines file and
// loaded INTO PostgreSQL by the article importer (`npm run recommend:import-articles`'s own script, in a process of its
// own so that its work never delays this process's health probes), in a scratch copy of the product's database
// (dropped afterwards). The production server, started on that copy before
// the import with its metadata-only index (the floor, measured first), then notices the changed catalogue at its next
// check and rebuilds from the database exactly as after a harvest, while the bench asks /api/health every second and
// samples the server's RSS. Prints Markdown rows: refresh time, RSS during and after, health, recommendations at 10
// clients, each beside the floor of the same run.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import autocannon from 'autocannon';
import { withImportClient } from '../lib/import/with-import-client';
import { signUserToken } from '../lib/accounts/auth/tokens';
import { db } from '../lib/core/db';
import { env } from '../lib/core/env';
import { databaseUrl, decideRuntimeConfig } from '../lib/core/runtime-config';
import { prepareDatabase } from '../lib/database/prepare-database';
import { loadWordList } from '../lib/recommend/bridge/word-list';
import { loadCatalogueEntries } from '../lib/recommend/load-catalogue';
import { abstract } from './bench-abstract';
import { generateWorks } from './generated-works';
import { runToExit } from './run-to-exit';
import { serverEnvironment, serverNodeArguments } from './server-command.mjs';
import { freePort } from '../tooling/free-port.mjs';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** The server's next catalogue check comes this soon after the import (the product's default is 300 s). */
const CHECK_SECONDS = 10;
/** As README says a deployment with articles starts the server: the same command with a larger heap limit. */
const HEAP_MB = Number(process.env.BENCH_HEAP_MB ?? 2048);

/** A copy of the product's database (catalogue, SINTA, migrations) without any works, on the same server. */
async function createScratchCopy(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = new URL(url);
  const from = source.pathname.slice(1);
  const name = `jf_bench_harvest_${randomBytes(4).toString('hex')}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withImportClient(admin.toString(), 'bench', (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${from}"`));
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  await withImportClient(copy.toString(), 'bench', (client) => client.query('TRUNCATE journal_articles, journal_topics, journal_harvests'));
  return {
    url: copy.toString(),
    drop: () => withImportClient(admin.toString(), 'bench', (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/** The generated corpus as the importer reads a file: one JSON object per line, gzipped. */
async function writeGeneratedFile(file: string): Promise<number> {
  const entries = await loadCatalogueEntries();
  const words = await loadWordList();
  let rows = 0;
  async function* lines(): AsyncGenerator<string> {
    for (const chunk of generateWorks(entries, words, { articlesPerJournal: ARTICLES, chunkSize: 100 })) {
      let text = '';
      for (const works of chunk) {
        works.titles.forEach((title, k) => {
          rows += 1;
          text += `${JSON.stringify({
            sourceid: works.sourceId,
            title,
            abstract: works.abstracts[k] ?? null,
            keywords: works.keywords[k],
            // Newest first, as the loader reads them: the first twenty (with abstracts) are the newest.
            year: 2026 - Math.floor(k / 20),
            language: works.languages[k],
          })}\n`;
        });
      }
      yield text;
    }
  }
  await pipeline(Readable.from(lines()), createGzip({ level: 1 }), createWriteStream(file));
  return rows;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The server as `npm start` starts it, with a heap limit for an index with works, logging its index builds. */
async function startServer(url: string, port: number, onBuilt: (ms: number) => void): Promise<ChildProcess> {
  const args = serverNodeArguments.map((arg) => (arg.startsWith('--max-old-space-size=') ? `--max-old-space-size=${HEAP_MB}` : arg));
  const child = spawn(process.execPath, args, {
    env: serverEnvironment({
      ...process.env,
      DATABASE_URL: url,
      JWT_SECRET: env.JWT_SECRET,
      PORT: String(port),
      LOG_LEVEL: 'info',
      RECOMMEND_RATE_LIMIT: '10000',
      RECOMMEND_INDEX_CHECK_SECONDS: String(CHECK_SECONDS),
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"recommendation index built"')) continue;
      onBuilt(Number((JSON.parse(line) as { ms: number }).ms));
    }
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const isUp = await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false);
    if (isUp) return child;
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A premium user of the scratch copy, with a token signed by the secret the bench's server is given: the payment
 * sandbox that scripts/bench.ts buys a month through is off on a DATABASE_URL site.
 */
async function premiumToken(): Promise<string> {
  const username = `bench_${Date.now().toString(36)}`;
  const user = await db.user.create({
    data: {
      nama: 'Bench', email: `${username}@bench.invalid`, username, passwordHash: 'not-a-password-hash',
      country: 'Indonesia', job: 'other', premiumExpiresAt: new Date(Date.now() + 86_400_000), tokensValidAfter: new Date(0),
    },
    select: { id: true },
  });
  return signUserToken(user.id);
}

const recommend = (base: string, token: string) =>
  fetch(`${base}/api/ai/recommend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ abstract }),
  });

/** Recommendations at 10 connections for BENCH_SECONDS: p50 and p95 in ms, and non-2xx answers. */
async function recommendLoad(base: string, token: string): Promise<{ p50: number; p95: number; errors: number }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/ai/recommend`,
        connections: 10,
        duration: SECONDS,
        method: 'POST',
        body: JSON.stringify({ abstract }),
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors: result.errors + result.non2xx };
}

/** Asks /api/health and samples the server's RSS every second until stopped, each figure filed under the phase then. */
function watch(base: string, pid: number) {
  const phases = new Map<string, { health: { ms: number; ok: boolean }[]; rss: number[] }>();
  let phase = 'import';
  const timer = setInterval(() => {
    const current = phases.get(phase) ?? { health: [], rss: [] };
    phases.set(phase, current);
    current.rss.push(rssMb(pid));
    const started = performance.now();
    fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => current.health.push({ ms: performance.now() - started, ok: response.ok }),
      () => current.health.push({ ms: performance.now() - started, ok: false }),
    );
  }, 1000);
  return {
    enter: (next: string) => (phase = next),
    stop: () => clearInterval(timer),
    summary: (name: string) => {
      const { health, rss } = phases.get(name) ?? { health: [], rss: [] };
      const sorted = health.map((probe) => probe.ms).sort((a, b) => a - b);
      return {
        probes: health.length,
        failed: health.filter((probe) => !probe.ok).length,
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        peakRss: Math.max(...rss),
      };
    },
  };
}

/** The importer's CLI on the file, as an operator runs it; returns its report. */
async function importFile(url: string, file: string): Promise<string> {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/recommend-import-articles.ts', file], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error('the article import failed');
  return output;
}

async function main(): Promise<void> {
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: () => {},
  });
  const scratch = await createScratchCopy(database.url);
  decideRuntimeConfig({ databaseUrl: scratch.url });
  decideRuntimeConfig({ jwtSecret: randomBytes(32).toString('hex') });
  const file = path.join(os.tmpdir(), `jf-bench-works-${randomBytes(4).toString('hex')}.jsonl.gz`);
  const builds: number[] = [];
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(scratch.url, port, (ms) => builds.push(ms));
    const token = await premiumToken();
    // The floor: the metadata-only index this server built at start, and its answers.
    const first = await recommend(base, token);
    if (!first.ok) throw new Error(`the first recommendation answered ${first.status}`);
    const floorRss = rssMb(server.pid!);
    const floorLoad = await recommendLoad(base, token);

    console.error(`writing ${ARTICLES} generated works per journal to ${file}`);
    let started = performance.now();
    const rows = await writeGeneratedFile(file);
    const writeSeconds = (performance.now() - started) / 1000;

    const watcher = watch(base, server.pid!);
    console.error(`importing ${rows} generated works through the article importer`);
    started = performance.now();
    const report = await importFile(scratch.url, file);
    const importSeconds = (performance.now() - started) / 1000;
    const inserted = /Articles: ([\d,]+) inserted/.exec(report)?.[1] ?? `none (${report.trim()})`;
    watcher.enter('refresh');
    // The server's next request after its check interval finds the changed catalogue and rebuilds in the background.
    const buildsBefore = builds.length;
    while (builds.length === buildsBefore) {
      await recommend(base, token);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    watcher.stop();
    const importing = watcher.summary('import');
    const refreshing = watcher.summary('refresh');
    const afterLoad = await recommendLoad(base, token);
    const afterRss = rssMb(server.pid!);

    const floorBuild = builds[0]! / 1000;
    const refresh = builds[builds.length - 1]! / 1000;
    const row = (what: string, measured: string, floor: string, target: string) =>
      console.log(`| ${what} | ${measured} | ${floor} | ${target} |`);
    console.log(`\nA full harvest through the importer, ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg()[0]!.toFixed(1)}:\n`);
    console.log('| figure | with the generated works | floor: metadata-only index, same run | target |');
    console.log('|---|---|---|---|');
    row('works imported (rows of the file; written)', `${rows.toLocaleString('en')}; ${inserted}`, '0', '3 million');
    row('file written (generation) / import', `${writeSeconds.toFixed(0)} s / ${importSeconds.toFixed(0)} s`, '', '');
    row('refresh: load from PostgreSQL + build, in the server', `${refresh.toFixed(1)} s`, `${floorBuild.toFixed(1)} s`, '< 5 min');
    row(
      'server RSS: peak during the import / during the refresh / after',
      `${importing.peakRss} / ${refreshing.peakRss} / ${afterRss} MB`,
      `${floorRss} MB`,
      '< 1.5 GB during, < 600 MB after',
    );
    for (const [name, phase] of [['the import', importing], ['the refresh', refreshing]] as const) {
      row(
        `/api/health every second during ${name}: p99 (max), failed`,
        `${phase.p99.toFixed(0)} ms (${phase.max.toFixed(0)} ms), ${phase.failed} of ${phase.probes}`,
        '',
        'p99 < 1 s',
      );
    }
    row(
      'recommendations, 10 connections: p50 / p95 (non-2xx)',
      `${afterLoad.p50.toFixed(0)} / ${afterLoad.p95.toFixed(0)} ms (${afterLoad.errors})`,
      `${floorLoad.p50.toFixed(0)} / ${floorLoad.p95.toFixed(0)} ms (${floorLoad.errors})`,
      'p95 < 250 ms',
    );
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    await rm(file, { force: true });
    await scratch.drop();
    await database.stop();
  }
}

runToExit(main);
