// The harvest's progress line: journals visited of those planned, each outcome counted, works stored and the time
// left at the pace so far. On a terminal the line is redrawn in place; in a log or a pipe a line is written at most
// every `everyMs` (and always the last one), so a long run leaves a readable trail.

export interface HarvestCounts {
  done: number;
  skipped: number;
  notFound: number;
  failed: number;
  works: number;
}

export interface HarvestProgress {
  counts: HarvestCounts;
  /** Journals this run means to visit (after skipping the fresh ones and applying --max-journals). */
  planned: number;
  elapsedMs: number;
}

const number = (value: number) => value.toLocaleString('en');

export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return `${Math.max(0, Math.round(ms / 1000))} s`;
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export function visitedCount({ done, notFound, failed }: HarvestCounts): number {
  return done + notFound + failed;
}

export function formatProgress({ counts, planned, elapsedMs }: HarvestProgress): string {
  const visited = visitedCount(counts);
  const eta = visited === 0 ? '…' : formatDuration((elapsedMs / visited) * Math.max(0, planned - visited));
  return (
    `${number(visited)}/${number(planned)} journals: ${number(counts.done)} done, ${number(counts.skipped)} skipped ` +
    `(fresh), ${number(counts.notFound)} not found, ${number(counts.failed)} failed; ${number(counts.works)} works; ` +
    `ETA ${eta}`
  );
}

export function createProgressPrinter(
  stream: { isTTY?: boolean; write(text: string): unknown },
  { everyMs = 10_000, now = Date.now }: { everyMs?: number; now?: () => number } = {},
) {
  let lastWritten = -Infinity;
  let lastLine = '';
  let isPending = false;
  return {
    update(progress: HarvestProgress): void {
      lastLine = formatProgress(progress);
      if (stream.isTTY) {
        stream.write(`\r${lastLine}\u001b[K`);
        return;
      }
      isPending = true;
      if (now() - lastWritten >= everyMs) {
        stream.write(`${lastLine}\n`);
        lastWritten = now();
        isPending = false;
      }
    },
    /** Ends the line on a terminal, or writes the last state if it was not written yet. */
    finish(): void {
      if (stream.isTTY && lastLine) stream.write('\n');
      else if (isPending) stream.write(`${lastLine}\n`);
      isPending = false;
    },
  };
}
