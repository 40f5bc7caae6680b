// One log line when the database stops answering and one when it answers again (with how long it was down), however
// many requests fail meanwhile. The state is the process's (lib/core/database-availability.ts): server.ts and Next's
// bundles load their own copies of this module. While it is down, a probe asks a fresh connection every second, so
// the recovery is seen within about a second of the database answering again.
import { Client } from 'pg';
import { databaseAvailability } from '../core/database-availability';
import { env } from '../core/env';
import { log } from '../core/log';
import { processSingleton } from '../core/process-singleton';
import { databaseUrl } from '../core/runtime-config';

export { retryAfterSeconds } from '../core/database-availability';

const probeIntervalMs = 1000;
// Requests that failed just before the recovery may report their error just after it: they belong to that outage.
const recoveryGraceMs = 2000;
const probe = () => processSingleton<{ timer?: NodeJS.Timeout; isStopped?: boolean }>('database-outage-probe', () => ({}));

/** Called for every failure that means the database cannot answer; logs only the first of an outage. */
export function reportDatabaseDown(reason: string): void {
  const state = databaseAvailability();
  if (state.downSince !== undefined || probe().isStopped) return;
  if (state.recoveredAt !== undefined && Date.now() - state.recoveredAt < recoveryGraceMs) return;
  state.downSince = Date.now();
  log.warn('database unavailable: answering 503 until it is back', { reason });
  scheduleProbe();
}

export function reportDatabaseUp(): void {
  const state = databaseAvailability();
  if (state.downSince === undefined) return;
  const downMs = Date.now() - state.downSince;
  state.downSince = undefined;
  state.recoveredAt = Date.now();
  clearTimeout(probe().timer);
  log.info('database available again', { downMs });
}

/** Stops probing for good (at shutdown), without logging a recovery. */
export function stopOutageProbe(): void {
  probe().isStopped = true;
  clearTimeout(probe().timer);
}

function scheduleProbe(): void {
  const state = probe();
  clearTimeout(state.timer);
  if (state.isStopped) return;
  state.timer = setTimeout(() => {
    void isDatabaseAnswering().then((answering) => (answering ? reportDatabaseUp() : scheduleProbe()));
  }, probeIntervalMs);
  state.timer.unref();
}

/** A fresh connection and a trivial query, each bounded: the pool's connections may still be the broken ones. */
async function isDatabaseAnswering(): Promise<boolean> {
  const url = databaseUrl();
  if (!url) return false;
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS,
    query_timeout: env.DB_CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
