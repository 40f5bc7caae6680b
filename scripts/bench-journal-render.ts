// `npx tsx scripts/bench-journal-render.ts <before URL> <after URL> [--rounds 3] [--seconds 8]`: the journal page's
// full server render (a query bypasses the page cache) on two running servers, e.g. a build without and a build with
// the similar journals, measured in alternated runs (before, after, before, …) so that the machine's load falls on
// both alike. Per run: two loads of 4 connections, the same four journal pages again and again (their similar lists
// cached after the first render) and a journal not rendered before on every request (an uncached list each time);
// then 50 pairs of single requests, before and after in turn: the same page again, and a journal new to both.
// Prints each run and, per load and server, the median of the runs with their spread (min–max).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const pages = ['28773', '20315', '12001', '5800179586'];

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}

interface Run {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

async function load(base: string, paths: () => string, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: 4,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? Number.NaN;
  return { rps: result.requests.average, p50: at(0.5), p95: at(0.95), errors: result.errors + result.non2xx };
}

/** One request's time to the end of its answer, in ms. */
function timeRequest(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

interface Alternated {
  /** p50 over the run's requests, ms: a page asked again (its similar list cached), and a journal new to both. */
  cached: { before: number; after: number };
  fresh: { before: number; after: number };
}

/**
 * One request at a time, before and after in turn (which goes first alternates), so both see the same moment of the
 * machine's load: the same journal page again, and a journal that neither server has rendered.
 */
async function alternated(before: string, after: string, freshIds: string[]): Promise<Alternated> {
  const times = { cached: { before: [] as number[], after: [] as number[] }, fresh: { before: [] as number[], after: [] as number[] } };
  for (const [place, id] of freshIds.entries()) {
    const servers = place % 2 === 0 ? ([['before', before], ['after', after]] as const) : ([['after', after], ['before', before]] as const);
    for (const [name, base] of servers) {
      times.cached[name].push(await timeRequest(`${base}/id/journal/${pages[0]}?render=1`));
      times.fresh[name].push(await timeRequest(`${base}/id/journal/${id}?render=1`));
    }
  }
  return {
    cached: { before: median(times.cached.before), after: median(times.cached.after) },
    fresh: { before: median(times.fresh.before), after: median(times.fresh.after) },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [before, after] = args.filter((arg) => /^https?:/.test(arg));
  if (!before || !after) throw new Error('usage: bench-journal-render.ts <before URL> <after URL> [--rounds N] [--seconds N]');
  const rounds = option(args, '--rounds', 3);
  const seconds = option(args, '--seconds', 8);
  // Journals by SJR rank, from the "after" server's first journal sitemap: a fresh one for every request.
  const sitemap = await (await fetch(`${after}/sitemaps/1.xml`)).text();
  const fresh = [...sitemap.matchAll(/\/id\/journal\/(\d+)</g)].map((match) => match[1]).filter((id) => !pages.includes(id));
  let next = 0;
  const freshPath = () => `/id/journal/${fresh[next++ % fresh.length]}?render=1`;
  let turn = 0;
  const repeatedPath = () => `/id/journal/${pages[turn++ % pages.length]}?render=1`;
  // Warm both: the first render of each page (and, after, the recommendation index) before any run counts.
  for (const base of [before, after]) {
    for (const id of pages) {
      const html = await (await fetch(`${base}/id/journal/${id}?render=1`)).text();
      console.log(`${base} ${id}: ${html.length} bytes, similar journals ${html.includes('data-testid="similar-journals"') ? 'shown' : 'absent'}`);
    }
  }
  const runs: Record<string, Record<'before' | 'after', Run[]>> = {
    'same 4 pages': { before: [], after: [] },
    'a new journal each request': { before: [], after: [] },
  };
  const oneAtATime: Alternated[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, base] of [['before', before], ['after', after]] as const) {
      const repeated = await load(base, repeatedPath, seconds);
      const fresh = await load(base, freshPath, seconds);
      runs['same 4 pages'][name].push(repeated);
      runs['a new journal each request'][name].push(fresh);
      const show = (run: Run) => `${run.rps.toFixed(1)} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms, errors ${run.errors}`;
      console.log(`round ${round} ${name}: same 4 pages ${show(repeated)}; new journal ${show(fresh)}`);
    }
    const pairs = await alternated(before, after, Array.from({ length: 50 }, () => fresh[next++ % fresh.length]));
    oneAtATime.push(pairs);
    console.log(
      `round ${round} one at a time, alternated (p50 ms, before/after): same page ${pairs.cached.before.toFixed(1)}/` +
        `${pairs.cached.after.toFixed(1)}, new journal ${pairs.fresh.before.toFixed(1)}/${pairs.fresh.after.toFixed(1)}`,
    );
  }
  for (const [load, byServer] of Object.entries(runs)) {
    console.log(`\n${load}`);
    for (const name of ['before', 'after'] as const) {
      const list = byServer[name];
      const spread = (pick: (run: Run) => number) =>
        `${median(list.map(pick)).toFixed(1)} (${Math.min(...list.map(pick)).toFixed(1)}–${Math.max(...list.map(pick)).toFixed(1)})`;
      console.log(`  ${name.padEnd(6)} req/s ${spread((run) => run.rps)}  p50 ms ${spread((run) => run.p50)}  p95 ms ${spread((run) => run.p95)}`);
    }
    const change = median(byServer.after.map((run) => run.p50)) / median(byServer.before.map((run) => run.p50)) - 1;
    console.log(`  median p50 after vs before: ${(change * 100).toFixed(1)}%`);
  }
  console.log('\none request at a time, alternated (median of the runs\' p50, ms, with their spread)');
  for (const kind of ['cached', 'fresh'] as const) {
    const spread = (name: 'before' | 'after') => {
      const list = oneAtATime.map((run) => run[kind][name]);
      return `${median(list).toFixed(1)} (${Math.min(...list).toFixed(1)}–${Math.max(...list).toFixed(1)})`;
    };
    const change = median(oneAtATime.map((run) => run[kind].after)) / median(oneAtATime.map((run) => run[kind].before)) - 1;
    const label = kind === 'cached' ? 'same page' : 'new journal';
    console.log(`  ${label.padEnd(11)} before ${spread('before')}  after ${spread('after')}  change ${(change * 100).toFixed(1)}%`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
