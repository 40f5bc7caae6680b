// The exports streaming in this process, so that a stopping server ends each file with its "incomplete" line and
// closes it (instead of the drain's timeout cutting it so that it looks whole), and starts no new one. Process-wide:
// server.ts stops them, the route's bundle runs them. No 'server-only' here: server.ts imports it outside Next.
import { processSingleton } from '../core/process-singleton';

interface RunningExports {
  isStopping: boolean;
  stoppers: Set<() => void>;
}

const runningExports = () =>
  processSingleton<RunningExports>('catalogue-running-exports', () => ({ isStopping: false, stoppers: new Set() }));

/** Registers an export's `stop` (called at most once, when the server stops); returns its deregistration. */
export function trackRunningExport(stop: () => void): () => void {
  const state = runningExports();
  if (state.isStopping) {
    stop();
    return () => undefined;
  }
  state.stoppers.add(stop);
  return () => state.stoppers.delete(stop);
}

/** Ends every running export with its last line, and any export that starts from now on at once. Returns how many. */
export function stopRunningExports(): number {
  const state = runningExports();
  state.isStopping = true;
  const stoppers = [...state.stoppers];
  state.stoppers.clear();
  for (const stop of stoppers) stop();
  return stoppers.length;
}
