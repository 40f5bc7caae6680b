// One log line when the database stops answering and one when it answers again (with how long it was down), however
// many requests fail meanwhile. The state lives on globalThis: server.ts and Next's bundles load their own copies.
import { Client } from 'pg';
import { currentDatabaseUrl, env } from '../core/env';
import { log } from '../core/log';

interface OutageState {
  since?: number;
  recoveredAt?: number;
  probe?: NodeJS.Timeout;
}

const probeIntervalMs = 1000;
// Requests that failed just before the recovery may report their error just after it: they belong to that outage.
const recoveryGraceMs = 2000;
const holder = globalThis as { __jurnalFinderDatabaseOutage?: OutageState };
const state: OutageState = (holder.__jurnalFinderDatabaseOutage ??= {});

/** Clients are told to come back after this many seconds (Retry-After) while the database is unavailable. */
export const retryAfterSeconds = 5;

export function isDatabaseDown(): boolean {
  return state.since !== undefined;
}

/** Called for every failure that means the database cannot answer; logs only the first of an outage. */
export function reportDatabaseDown(reason: string): void {
  if (state.since !== undefined) return;
  if (state.recoveredAt !== undefined && Date.now() - state.recoveredAt < recoveryGraceMs) return;
  state.since = Date.now();
  log.warn('database unavailable: answering 503 until it is back', { reason });
  scheduleProbe();
}

export function reportDatabaseUp(): void {
  if (state.since === undefined) return;
  const downMs = Date.now() - state.since;
  state.since = undefined;
  state.recoveredAt = Date.now();
  clearTimeout(state.probe);
  log.info('database available again', { downMs });
}

/** Stops probing (at shutdown), without logging a recovery. */
export function stopOutageProbe(): void {
  clearTimeout(state.probe);
}

function scheduleProbe(): void {
  clearTimeout(state.probe);
  state.probe = setTimeout(() => {
    void isDatabaseAnswering().then((answering) => (answering ? reportDatabaseUp() : scheduleProbe()));
  }, probeIntervalMs);
  state.probe.unref();
}

/** A fresh connection and a trivial query, each bounded: the pool's connections may still be the broken ones. */
async function isDatabaseAnswering(): Promise<boolean> {
  const url = currentDatabaseUrl();
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
