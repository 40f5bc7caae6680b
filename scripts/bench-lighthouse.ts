// Lighthouse on the main pages for `npm run bench` (and alone: `npm run bench:lighthouse`): the production build on a
// server of its own, the mobile preset, three runs per page (BENCH_LIGHTHOUSE_RUNS), the median of each figure, beside
// the floor: the same runs on a page with no script or style (tooling/lighthouse/serve-floor-page.ts), so a slow or busy
// machine shows as such.
// Prints a Markdown table and writes every run as JSON (BENCH_LIGHTHOUSE_JSON, or a file in the system's temp folder).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { medianFigures } from '../tooling/lighthouse/median-figures';
import type { PageFigures } from '../tooling/lighthouse/read-page-figures';
import { runLighthouse } from '../tooling/lighthouse/run-lighthouse';
import { serveFloorPage } from '../tooling/lighthouse/serve-floor-page';
import { startProductionServer } from '../tooling/lighthouse/start-production-server';
import { serverEnvironment, serverNodeArguments } from './server-command.mjs';
import { runToExit } from './run-to-exit';

const floor = 'floor (static page)';
// A real Sourceid of the vendored catalogue (the journal page).
export const lighthousePages = ['/id', '/id/journal/28773', '/id/pricing', '/id/new-scopus', '/en'];

const targets = 'targets: performance ≥ 90, TBT < 200 ms, CLS < 0.1, no console error, no CSP violation, bfcache allowed';

function row(page: string, figures: PageFigures, runs: PageFigures[]): string {
  const blocking = runs.map((run) => Math.round(run.totalBlockingTimeMs));
  return (
    `| ${page} | ${figures.performance} | ${Math.round(figures.totalBlockingTimeMs)} | ` +
    `${Math.min(...blocking)}–${Math.max(...blocking)} | ${Math.round(figures.benchmarkIndex)} | ` +
    `${(figures.largestContentfulPaintMs / 1000).toFixed(1)} | ${figures.cumulativeLayoutShift.toFixed(3)} | ` +
    `${figures.consoleErrors} | ${figures.cspViolations} | ${figures.isBfcacheEligible ? 'yes' : 'no'} |`
  );
}

/**
 * One run, tried up to three times: Lighthouse now and then fails to record a page's trace (NO_NAVSTART) on a busy
 * machine; a failed run gives no figures, so it is run again (and said), never counted.
 */
async function runWithRetries(url: string, chromePath: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromePath);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${(error as Error).message}: running it again`);
    }
  }
}

export async function benchLighthouse(environment: NodeJS.ProcessEnv = process.env): Promise<string> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const jsonPath = process.env.BENCH_LIGHTHOUSE_JSON ?? path.join(os.tmpdir(), 'jurnal-finder-lighthouse.json');
  const server = await startProductionServer(environment, {
    // Started as `npm start` starts it.
    nodeArguments: serverNodeArguments,
    environment: serverEnvironment,
  });
  const floorPage = await serveFloorPage();
  const urls = new Map([[floor, floorPage.url], ...lighthousePages.map((page) => [page, `${server.baseUrl}${page}`] as const)]);
  const results = new Map<string, PageFigures[]>([...urls.keys()].map((page) => [page, []]));
  try {
    // Fills the page cache and Next's caches, as a visited site has them.
    for (const url of urls.values()) await (await fetch(url)).text();
    // Round by round, every page in each: a machine that slows down mid-bench slows every page, the floor included.
    for (let round = 1; round <= runs; round++) {
      for (const [page, url] of urls) {
        console.error(`lighthouse run ${round}/${runs}: ${page}`);
        results.get(page)!.push(await runWithRetries(url, chromePath));
      }
    }
  } finally {
    await Promise.all([server.stop(), floorPage.stop()]);
  }
  const medians = [...results].map(([page, pageRuns]) => ({ page, median: medianFigures(pageRuns), runs: pageRuns }));
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(jsonPath, `${JSON.stringify({ date, preset: 'mobile (Lighthouse default)', runsPerPage: runs, pages: medians }, null, 2)}\n`);
  // A few lines per page: the JSON holds them all.
  const notes = medians.flatMap(({ page, median }) => [
    ...median.notes.slice(0, 6).map((note) => `- ${page}: ${note}`),
    ...(median.notes.length > 6 ? [`- ${page}: … and ${median.notes.length - 6} more`] : []),
  ]);
  return [
    `\nLighthouse (mobile preset, simulated throttling), production build, median of ${runs} runs, ${date}; ${targets}:\n`,
    '| page | performance | TBT ms | TBT of the runs | machine speed | LCP s | CLS | console errors | CSP violations | bfcache |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...medians.map(({ page, median, runs: pageRuns }) => row(page, median, pageRuns)),
    '\nMachine speed: Lighthouse\'s benchmarkIndex (higher is faster), median of the runs; the blocking time is simulated from',
    'the tasks the machine ran, so a slower moment slows every page, the floor included.',
    ...(notes.length > 0 ? ['', 'What the runs reported:', ...notes] : []),
    `\nEvery run: ${jsonPath}`,
  ].join('\n');
}

// Alone (`npm run bench:lighthouse`); scripts/bench.ts imports it instead.
if (/bench-lighthouse\.ts$/.test(process.argv[1] ?? '')) {
  runToExit(async () => console.log(await benchLighthouse()));
}
