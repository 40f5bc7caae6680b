import { createProgressReporter } from './progress-reporter';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (text: string) => written.push(text) }, written };
}

describe('createProgressReporter', () => {
  it('writes one plain line per quarter and phase when the output is not a terminal', () => {
    const { stream, written } = recorder(false);
    const progress = createProgressReporter(stream);
    for (let done = 0; done <= 100; done += 5) progress.update({ phase: 'reading', done, total: 100 });
    progress.update({ phase: 'writing', done: 100, total: 100 });
    progress.finish();
    expect(written).toEqual([
      'Reading data: 0%\n',
      'Reading data: 25%\n',
      'Reading data: 50%\n',
      'Reading data: 75%\n',
      'Reading data: 100%\n',
      'Writing journals: 100%\n',
    ]);
  });

  it('redraws a bar in place on a terminal and ends the line when done', () => {
    const { stream, written } = recorder(true);
    const progress = createProgressReporter(stream);
    progress.update({ phase: 'writing', done: 1, total: 2 });
    progress.finish();
    expect(written[0]).toMatch(/^\rWriting journals +█{15}░{15} +50%$/);
    expect(written.at(-1)).toBe('\n');
  });
});
