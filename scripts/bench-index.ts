// The recommendation index, in-process, for `npm run bench` (run by it with --expose-gc): how long the build takes on
// the product's catalogue (in a worker thread, as the server builds it) and the longest pause of this thread's event
// loop meanwhile, what the index keeps in memory (heap and buffers after a full collection, before and after), and
// the engine's own time for the bench's 250-word abstract, without HTTP. Then the same with a GENERATED corpus of
// articles (scripts/generated-works.ts: BENCH_ARTICLES per journal, 100 by default, never written to a database):
// build time, memory, and latency for 10 clients in a closed loop. Prints Markdown rows.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { prepareDatabase } from '../lib/database/prepare-database';
import { env } from '../lib/core/env';
import { databaseUrl, decideRuntimeConfig } from '../lib/core/runtime-config';
import { loadWordList } from '../lib/recommend/bridge/word-list';
import { buildRecommendIndexInWorker } from '../lib/recommend/build-index-in-worker';
import type { RecommendIndex } from '../lib/recommend/engine/build-index';
import type { CatalogueEntry } from '../lib/recommend/engine/catalogue-entry';
import { LexicalRecommender } from '../lib/recommend/engine/lexical-recommender';
import type { JournalWorks } from '../lib/recommend/engine/works-index';
import { abstract } from './bench-abstract';
import { generateWorks } from './generated-works';
import { runToExit } from './run-to-exit';

const collect = (globalThis as { gc?: () => void }).gc;
const CLIENTS = 10;
const REQUESTS = 400;

function retainedMegabytes(): number {
  if (!collect) throw new Error('run with node --expose-gc');
  collect();
  collect();
  const memory = process.memoryUsage();
  return (memory.heapUsed + memory.external) / 1e6;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Builds in the worker, as the server does: seconds, the longest pause of this thread, and MB kept. */
async function timedBuild(entries: readonly CatalogueEntry[], works: Iterable<JournalWorks[]> = []) {
  const before = retainedMegabytes();
  const started = performance.now();
  const pauses = monitorEventLoopDelay({ resolution: 10 });
  pauses.enable();
  const index: RecommendIndex = await buildRecommendIndexInWorker(entries, {}, works);
  pauses.disable();
  const seconds = (performance.now() - started) / 1000;
  return { index, seconds, pauseMs: pauses.max / 1e6, megabytes: retainedMegabytes() - before };
}

/** Closed loop: each client sends its next abstract when its answer came; latency counts the wait in the queue. */
async function closedLoop(recommender: LexicalRecommender, abstracts: string[]): Promise<number[]> {
  const latencies: number[] = [];
  let sent = 0;
  const client = async () => {
    while (sent < REQUESTS) {
      const text = abstracts[sent % abstracts.length]!;
      sent += 1;
      const arrived = performance.now();
      // Each request starts on a later turn, as the next HTTP request would, so the clients' requests interleave.
      await new Promise((resolve) => setImmediate(resolve));
      await recommender.recommend({ abstract: text, limit: 20, includeSinta: sent % 2 === 0 });
      latencies.push(performance.now() - arrived);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return latencies.sort((a, b) => a - b);
}

function inProcess(recommender: LexicalRecommender): number[] {
  const query = { abstract, limit: 20, includeSinta: false };
  for (let run = 0; run < 30; run += 1) recommender.recommendNow(query);
  const took: number[] = [];
  for (let run = 0; run < 200; run += 1) {
    const runStarted = performance.now();
    recommender.recommendNow(query);
    took.push(performance.now() - runStarted);
  }
  return took.sort((a, b) => a - b);
}

const ms = (sorted: number[]) => `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;

/** The generated works as chunks, counting journals and lending a few journals' text as queries. */
function* generatedChunks(entries: CatalogueEntry[], perJournal: number, seen: { journals: number; generatingMs: number; queries: string[] }) {
  const works = generateWorks(entries, loadWordList(), {
    articlesPerJournal: perJournal,
    chunkSize: 100,
    onChunk: (milliseconds) => (seen.generatingMs += milliseconds),
  });
  for (const chunk of works) {
    seen.journals += chunk.length;
    // Every 30th chunk lends one journal's generated titles and abstracts as a query (about 250 words).
    const [first] = chunk;
    if (first && seen.queries.length < 20 && seen.journals % 3000 === 100) {
      seen.queries.push([...first.titles.slice(0, 6), ...first.abstracts.slice(0, 2)].join('. '));
    }
    yield chunk;
  }
}

async function benchGenerated(entries: CatalogueEntry[]): Promise<void> {
  const perJournal = Number(process.env.BENCH_ARTICLES ?? 100);
  const seen = { journals: 0, generatingMs: 0, queries: [] as string[] };
  const built = await timedBuild(entries, generatedChunks(entries, perJournal, seen));
  const { journals, generatingMs: generating, queries } = seen;
  const { index } = built;
  const recommender = new LexicalRecommender(index);
  const articles = journals * perJournal;
  const label = `GENERATED corpus: ${perJournal} articles for each of ${journals.toLocaleString('en')} journals (${articles.toLocaleString('en')})`;
  console.log(
    `| ${label}: index build in a worker thread (${index.works.terms.size.toLocaleString('en')} article terms) | ` +
      `${built.seconds.toFixed(1)} s, of which ${(generating / 1000).toFixed(1)} s generating the corpus in this thread | < 60 s |`,
  );
  console.log(`| the same: longest event-loop pause of this thread during the build | ${built.pauseMs.toFixed(0)} ms | |`);
  console.log(`| the same: index memory (heap and buffers it keeps) | ${built.megabytes.toFixed(0)} MB | < 600 MB |`);
  // The process's peak resident set so far, the build's worker thread included (its heap is this process's memory).
  const peakMegabytes = (process.resourceUsage().maxRSS * 1024) / 1e6;
  console.log(`| the same: peak resident set of this process, worker included | ${peakMegabytes.toFixed(0)} MB | |`);
  console.log(`| the same: 250-word abstract, in-process, one at a time, 200 runs | ${ms(inProcess(recommender))} | |`);
  const latencies = await closedLoop(recommender, [abstract, ...queries]);
  console.log(
    `| the same: ${CLIENTS} clients in a closed loop, in-process (no HTTP), ${REQUESTS} requests (the bench's abstract and ` +
      `${queries.length} generated ones, limit 20, SINTA in every other), latency with the queue | ${ms(latencies)} | p95 < 250 ms |`,
  );
}

async function main(): Promise<void> {
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: () => {},
  });
  decideRuntimeConfig({ databaseUrl: database.url });
  const { loadCatalogueEntries } = await import('../lib/recommend/load-catalogue');
  const { db } = await import('../lib/core/db');
  try {
    const started = performance.now();
    const entries = await loadCatalogueEntries();
    // An empty database would give figures for no journals at all: refuse instead.
    if (entries.length === 0) throw new Error('the catalogue is empty: run `npm run db:import` (or `npm start` once) first');
    loadWordList(); // read (and kept) before the figures: the word list is not part of the index's memory
    const loaded = performance.now();
    if (process.env.BENCH_ONLY_GENERATED !== '1') {
      const built = await timedBuild(entries);
      const { index } = built;
      console.log(
        `| index build in a worker thread (${index.entries.length.toLocaleString('en')} journals, ` +
          `${index.termCount.toLocaleString('en')} terms) | ` +
          `${built.seconds.toFixed(1)} s, plus ${((loaded - started) / 1000).toFixed(1)} s reading the catalogue | < 10 s |`,
      );
      console.log(`| longest event-loop pause of the server's thread during the build | ${built.pauseMs.toFixed(0)} ms | |`);
      console.log(`| index memory (heap and buffers it keeps) | ${built.megabytes.toFixed(0)} MB | < 300 MB |`);
      console.log(`| 250-word abstract, in-process (no HTTP), 200 runs | ${ms(inProcess(new LexicalRecommender(index)))} | |`);
    }
    await benchGenerated(entries);
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

runToExit(main);
