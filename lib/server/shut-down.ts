// The last step: on SIGTERM, SIGINT or SIGHUP (or a database that cannot be restarted) the server stops accepting,
// answers what is in flight with `Connection: close` and closes each connection as it goes idle (cut at the timeout),
// closes the live count, the sweeper and the pool, and stops the embedded database last, so no request in flight loses
// it (a terminal's Ctrl+C does not reach the database: it runs in its own process group). Whatever happened before (a
// database killed and restarted meanwhile), the process and the database it started are gone at the end, and past
// the bound the process exits anyway.
import { stopRunningExports } from '../catalogue/running-exports';
import { disconnectDb } from '../core/db';
import { env } from '../core/env';
import { describeError, log } from '../core/log';
import { markProcessStopping } from '../core/process-stopping';
import { stopOutageProbe } from '../database/database-outage';
import type { PreparedDatabase } from '../database/prepare-database';
import type { HttpParts } from './start-http';

const databaseStopTimeoutMs = 4000;
const poolCloseTimeoutMs = 2000;

/** Waits for `work`, at most `ms`. */
async function bounded(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

export interface StopParts extends HttpParts {
  database: PreparedDatabase;
  stopInvoiceSweeper: () => Promise<void>;
}

/** Installs the signal handlers; returns the stop itself, for a database that cannot be restarted. */
export function installShutdown(parts: StopParts): (reason: string, exitCode?: number) => void {
  let isStopping = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (isStopping) return;
    isStopping = true;
    markProcessStopping();
    log.info('shutting down', { signal: reason });
    // Whatever happens below, the process is gone soon after the timeout.
    const forced = setTimeout(() => {
      log.warn('shutdown timed out, exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + poolCloseTimeoutMs + databaseStopTimeoutMs + 2000);
    forced.unref();

    const drained = parts.httpDrain.drain(env.SHUTDOWN_TIMEOUT_MS);
    // A CSV export streaming could outlast the drain: it ends now with a last line saying the file is incomplete.
    const exportsStopped = stopRunningExports();
    if (exportsStopped > 0) log.info('catalogue exports ended for the stop', { count: exportsStopped });
    await parts.realtime.close().catch((error: unknown) => log.warn('realtime close failed', describeError(error)));
    const isDrained = await drained;
    await parts.stopInvoiceSweeper();
    stopOutageProbe();
    // The pool waits for the queries it has out (an index build's catalogue read may take seconds): bounded, since the
    // database stops next anyway.
    await bounded(disconnectDb(), poolCloseTimeoutMs);
    await parts.database
      .stop(databaseStopTimeoutMs)
      .catch((error: unknown) => log.warn('database stop failed', describeError(error)));
    log.info('stopped', { drained: isDrained });
    process.exit(exitCode);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  return (reason, exitCode) => void shutdown(reason, exitCode);
}
