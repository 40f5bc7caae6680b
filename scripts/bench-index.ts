// The recommendation index, in-process, for `npm run bench` (run by it with --expose-gc): how long the build takes on
// the product's catalogue (in a worker thread, as the server builds it) and the longest pause of this thread's event
// loop meanwhile, what the index keeps in memory (heap and buffers after a full collection, before and after), and
// the engine's own time for the bench's 250-word abstract, without HTTP. Prints Markdown rows.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { prepareDatabase } from '../lib/database/prepare-database';
import { currentDatabaseUrl, env, publishDatabaseUrl } from '../lib/core/env';
import { loadWordList } from '../lib/recommend/bridge/word-list';
import { buildRecommendIndexInWorker } from '../lib/recommend/build-index-in-worker';
import { LexicalRecommender } from '../lib/recommend/engine/lexical-recommender';
import { abstract } from './bench-abstract';
import { runToExit } from './run-to-exit';

const collect = (globalThis as { gc?: () => void }).gc;

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

async function main(): Promise<void> {
  const database = await prepareDatabase({
    databaseUrl: currentDatabaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: () => {},
  });
  publishDatabaseUrl(database.url);
  const { loadCatalogueEntries } = await import('../lib/recommend/load-catalogue');
  const { db } = await import('../lib/core/db');
  try {
    const started = performance.now();
    const entries = await loadCatalogueEntries();
    loadWordList(); // read (and kept) before the figures: the word list is not part of the index's memory
    const loaded = performance.now();
    const before = retainedMegabytes();
    const buildStarted = performance.now();
    const pauses = monitorEventLoopDelay({ resolution: 10 });
    pauses.enable();
    const index = await buildRecommendIndexInWorker(entries);
    pauses.disable();
    const built = performance.now();
    const kept = retainedMegabytes() - before;

    const recommender = new LexicalRecommender(index);
    const query = { abstract, limit: 20, includeSinta: false };
    for (let run = 0; run < 30; run += 1) recommender.recommendNow(query);
    const took: number[] = [];
    for (let run = 0; run < 200; run += 1) {
      const runStarted = performance.now();
      recommender.recommendNow(query);
      took.push(performance.now() - runStarted);
    }
    took.sort((a, b) => a - b);
    console.log(
      `| index build in a worker thread (${index.entries.length.toLocaleString('en')} journals, ` +
        `${index.termCount.toLocaleString('en')} terms) | ` +
        `${((built - buildStarted) / 1000).toFixed(1)} s, plus ${((loaded - started) / 1000).toFixed(1)} s reading the catalogue | < 10 s |`,
    );
    console.log(
      `| longest event-loop pause of the server's thread during the build | ${(pauses.max / 1e6).toFixed(0)} ms | |`,
    );
    console.log(`| index memory (heap and buffers it keeps) | ${kept.toFixed(0)} MB | < 300 MB |`);
    console.log(
      `| 250-word abstract, in-process (no HTTP), 200 runs | p50 ${percentile(took, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(took, 95).toFixed(1)} ms | |`,
    );
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

runToExit(main);
