// `npx tsx scripts/bench-journal-render.ts <before URL> <after URL> [--rounds 3] [--seconds 8]`: the journal page's
// full server render (a query bypasses the page cache) on two running servers, e.g. a build without and a build with
// the similar journals, measured in alternated runs (before, after, before, …) so that the machine's load falls on
// both alike. Per run: two loads of 4 connections, the same four journal pages again and again (their similar lists
// cached after the first render) and a journal not rendered before on every request (an uncached list each time);
// then 40 journals not rendered before, one request at a time, timing the first byte of the body (the page's own
// content; the similar journals are streamed after it) and the whole answer.
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

/** One request at a time: the first byte of the body and the end of the answer, in ms, p50 over `count` requests. */
async function sequential(base: string, paths: () => string, count: number): Promise<{ firstByte: number; whole: number }> {
  const firstBytes: number[] = [];
  const wholes: number[] = [];
  for (let request = 0; request < count; request += 1) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}${paths()}`, (response) => {
          let first = 0;
          response.on('data', () => {
            first ||= performance.now() - started;
          });
          response.on('end', () => {
            firstBytes.push(first);
            wholes.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', reject);
    });
  }
  return { firstByte: median(firstBytes), whole: median(wholes) };
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
  const oneAtATime: Record<'before' | 'after', { firstByte: number; whole: number }[]> = { before: [], after: [] };
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, base] of [['before', before], ['after', after]] as const) {
      const repeated = await load(base, repeatedPath, seconds);
      const fresh = await load(base, freshPath, seconds);
      runs['same 4 pages'][name].push(repeated);
      runs['a new journal each request'][name].push(fresh);
      // The same 40 journals for both servers in a round, none rendered before on either.
      const start = next;
      const one = await sequential(base, freshPath, 40);
      if (name === 'before') next = start;
      oneAtATime[name].push(one);
      const show = (run: Run) => `${run.rps.toFixed(1)} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms, errors ${run.errors}`;
      console.log(
        `round ${round} ${name}: same 4 pages ${show(repeated)}; new journal ${show(fresh)}; one at a time: first byte ` +
          `${one.firstByte.toFixed(1)} ms, whole ${one.whole.toFixed(1)} ms`,
      );
    }
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
  console.log('\na new journal, one request at a time (p50 of 40 per run)');
  for (const name of ['before', 'after'] as const) {
    const list = oneAtATime[name];
    const spread = (pick: (run: { firstByte: number; whole: number }) => number) =>
      `${median(list.map(pick)).toFixed(1)} (${Math.min(...list.map(pick)).toFixed(1)}–${Math.max(...list.map(pick)).toFixed(1)})`;
    console.log(`  ${name.padEnd(6)} first byte ms ${spread((run) => run.firstByte)}  whole ms ${spread((run) => run.whole)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
