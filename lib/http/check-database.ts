// The database half of /api/health: one trivial query, bounded in time so a hung database answers 503 quickly. The bound
// counts the server's own attention only: "the database did not answer" is not "the server was too busy to read the
// answer". It is spent in short ticks, each counted as at most what a responsive event loop would have waited (a tick
// that fires late because a render or an index build held the loop counts as on time), and after each tick pending
// I/O is read first (setImmediate runs after the poll phase), so an answer that arrived while the loop was busy wins.
import 'server-only';
import { db } from '../core/db';

const tickMs = 50;

export async function isDatabaseReachable(timeoutMs = 2000): Promise<boolean> {
  let answered: boolean | undefined;
  void db.$queryRaw`SELECT 1`.then(
    () => (answered = true),
    () => (answered = false),
  );
  let counted = 0;
  let last = performance.now();
  while (answered === undefined && counted < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, tickMs));
    await new Promise((resolve) => setImmediate(resolve));
    const now = performance.now();
    counted += Math.min(now - last, tickMs * 2);
    last = now;
  }
  return answered ?? false;
}
