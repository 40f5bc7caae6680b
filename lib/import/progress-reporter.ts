// The import's progress for a person: a redrawn bar on a terminal, or a plain line per phase and quarter when the
// output is a log or a pipe (no carriage returns in CI logs).

/** How far an import is. Reading counts compressed bytes of the files; writing counts journals. */
export interface ImportProgress {
  phase: 'reading' | 'writing';
  done: number;
  total: number;
}

const labels: Record<ImportProgress['phase'], string> = { reading: 'Reading data', writing: 'Writing journals' };
const width = 30;

export function createProgressReporter(stream: { isTTY?: boolean; write(text: string): unknown }) {
  let lastPhase: ImportProgress['phase'] | null = null;
  let lastQuarter = -1;
  return {
    update({ phase, done, total }: ImportProgress): void {
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      const percent = String(Math.round(fraction * 100)).padStart(3);
      if (phase !== lastPhase) {
        if (stream.isTTY && lastPhase) stream.write('\n');
        lastQuarter = -1;
        lastPhase = phase;
      }
      if (stream.isTTY) {
        const filled = Math.round(fraction * width);
        stream.write(`\r${labels[phase].padEnd(16)} ${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${percent}%`);
        return;
      }
      const quarter = Math.floor(fraction * 4);
      if (quarter > lastQuarter) {
        stream.write(`${labels[phase]}: ${percent.trim()}%\n`);
        lastQuarter = quarter;
      }
    },
    finish(): void {
      if (stream.isTTY && lastPhase) stream.write('\n');
    },
  };
}
