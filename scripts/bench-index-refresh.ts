// The index's rebuild from the database as the server runs it, measured from the calling thread's side: how long it
// takes, how busy and how delayed this thread's event loop was meanwhile (what a request waiting on the server would
// feel), and the process's RSS (both threads) during and after. `--rows-through-main` feeds the worker the pages read on
// this thread through Prisma instead, as the server did before its worker read them itself, for the comparison.
// Run: DATABASE_URL=… node --expose-gc --conditions=react-server --import tsx scripts/bench-index-refresh.ts
// (add --cpu-prof to see where this thread's time goes).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { databaseUrl, decideRuntimeConfig } from '../lib/core/runtime-config';
import { buildRecommendIndexInWorker } from '../lib/recommend/build-index-in-worker';
import { loadCatalogueEntries } from '../lib/recommend/load-catalogue';
import { loadJournalWorks, worksDatabase } from '../lib/recommend/load-journal-works';
import { runToExit } from './run-to-exit';

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e6);

async function main(): Promise<void> {
  const url = databaseUrl();
  if (!url) throw new Error('set DATABASE_URL to the database to build from');
  decideRuntimeConfig({ databaseUrl: url });
  const rowsThroughMain = process.argv.includes('--rows-through-main');
  const entries = await loadCatalogueEntries();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const busyBefore = performance.eventLoopUtilization();
  delay.enable();
  const started = performance.now();
  const index = await buildRecommendIndexInWorker(entries, {}, rowsThroughMain ? loadJournalWorks() : { database: worksDatabase() });
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  const busy = performance.eventLoopUtilization(busyBefore).utilization;
  clearInterval(sampler);
  (globalThis as { gc?: () => void }).gc?.();
  const journalsWithWorks = index.works.hasWorks.reduce((sum, flag) => sum + flag, 0);
  console.log(
    JSON.stringify({
      works: rowsThroughMain ? 'read on this thread, sent to the worker' : 'read by the worker',
      seconds: Number(seconds.toFixed(1)),
      journals: index.entries.length,
      journalsWithWorks,
      eventLoopUtilization: Number(busy.toFixed(2)),
      eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      rssMb: { peak: mb(peak), after: mb(process.memoryUsage().rss) },
    }),
  );
}

runToExit(main);
