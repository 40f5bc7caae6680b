import { medianFigures } from './median-figures';
import type { PageFigures } from './read-page-figures';

const run = (performance: number, tbt: number, isBfcacheEligible: boolean, notes: string[] = []): PageFigures => ({
  performance,
  totalBlockingTimeMs: tbt,
  largestContentfulPaintMs: tbt * 2,
  cumulativeLayoutShift: 0,
  consoleErrors: 0,
  cspViolations: performance > 80 ? 0 : 1,
  isBfcacheEligible,
  benchmarkIndex: 1000 + tbt,
  notes,
});

test('each measure is the middle of three runs, each on its own; a count of errors is the largest', () => {
  const figures = medianFigures([run(91, 300, true), run(70, 100, false), run(85, 200, true)]);
  expect(figures.performance).toBe(85);
  expect(figures.totalBlockingTimeMs).toBe(200);
  expect(figures.largestContentfulPaintMs).toBe(400);
  expect(figures.cspViolations).toBe(1);
  expect(figures.benchmarkIndex).toBe(1200);
});

test('the bfcache passes when most runs restored the page, and notes are kept once', () => {
  expect(medianFigures([run(90, 1, true, ['a']), run(90, 1, false, ['a', 'b']), run(90, 1, false)]).isBfcacheEligible).toBe(false);
  const figures = medianFigures([run(90, 1, true, ['a']), run(90, 1, true, ['a', 'b']), run(90, 1, false)]);
  expect(figures.isBfcacheEligible).toBe(true);
  expect(figures.notes).toEqual(['a', 'b']);
});

test('two runs give the mean of the two middle values; none is refused', () => {
  expect(medianFigures([run(80, 100, true), run(90, 300, true)]).totalBlockingTimeMs).toBe(200);
  expect(() => medianFigures([])).toThrow();
});
