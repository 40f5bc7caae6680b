import { createProgressPrinter, formatProgress } from './harvest-progress';

const counts = { done: 30, skipped: 5, notFound: 6, failed: 4, works: 2_950 };

describe('formatProgress', () => {
  it('counts each outcome and gives the time left at the pace so far', () => {
    // 40 journals in 80 s: 2 s each, 1,960 left → 3,920 s.
    expect(formatProgress({ counts, planned: 2_000, elapsedMs: 80_000 })).toBe(
      '40/2,000 journals: 30 done, 5 skipped (fresh), 6 not found, 4 failed; 2,950 works; ETA 1 h 05 min',
    );
  });

  it('has no ETA before the first journal, and a short one near the end', () => {
    const none = { done: 0, skipped: 0, notFound: 0, failed: 0, works: 0 };
    expect(formatProgress({ counts: none, planned: 10, elapsedMs: 500 })).toMatch(/ETA …$/);
    expect(formatProgress({ counts, planned: 42, elapsedMs: 40_000 })).toMatch(/ETA 2 s$/);
  });
});

describe('createProgressPrinter', () => {
  it('writes a line at most every interval in a log, and the last state at the end', () => {
    let time = 0;
    const lines: string[] = [];
    const printer = createProgressPrinter({ write: (text: string) => lines.push(text) }, { everyMs: 10_000, now: () => time });
    const at = (ms: number, done: number) => {
      time = ms;
      printer.update({ counts: { ...counts, done }, planned: 100, elapsedMs: ms });
    };
    at(0, 1);
    at(4_000, 2);
    at(10_000, 3);
    at(12_000, 4);
    printer.finish();
    expect(lines.map((line) => line.split(':')[0])).toEqual(['11/100 journals', '13/100 journals', '14/100 journals']);
  });

  it('redraws one line on a terminal', () => {
    const lines: string[] = [];
    const printer = createProgressPrinter({ isTTY: true, write: (text: string) => lines.push(text) });
    printer.update({ counts, planned: 100, elapsedMs: 1 });
    printer.finish();
    expect(lines[0].startsWith('\r40/100 journals')).toBe(true);
    expect(lines[1]).toBe('\n');
  });
});
