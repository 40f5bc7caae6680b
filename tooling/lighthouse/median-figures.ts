// The median of several runs of one page, figure by figure (three runs: the middle one of each), as Lighthouse's own
// guidance on variability advises. Counts of console errors and CSP violations take the largest (one run's error is an
// error), and the bfcache passes only if it passed in most runs.
import type { PageFigures } from './read-page-figures';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianFigures(runs: PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('no run to take the median of');
  const of = (pick: (run: PageFigures) => number) => median(runs.map(pick));
  return {
    performance: of((run) => run.performance),
    totalBlockingTimeMs: of((run) => run.totalBlockingTimeMs),
    largestContentfulPaintMs: of((run) => run.largestContentfulPaintMs),
    cumulativeLayoutShift: of((run) => run.cumulativeLayoutShift),
    consoleErrors: Math.max(...runs.map((run) => run.consoleErrors)),
    cspViolations: Math.max(...runs.map((run) => run.cspViolations)),
    isBfcacheEligible: runs.filter((run) => run.isBfcacheEligible).length * 2 > runs.length,
    benchmarkIndex: of((run) => run.benchmarkIndex),
    notes: [...new Set(runs.flatMap((run) => run.notes))],
  };
}
