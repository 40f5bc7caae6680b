// Runs the expiry sweep now and then every intervalMs until stopped (server.ts starts it after the database is
// ready). Sweeps never overlap in one process, failures are logged and retried next time (a database outage only joins
// the outage's one log line), and the timer never keeps the process alive. No server-only, relative imports only.
import { reportDatabaseDown } from '../database/database-outage';
import { isDatabaseUnavailable } from '../database/is-database-unavailable';
import { env } from '../core/env';
import { describeError, log } from '../core/log';
import { expireOverdueInvoices } from './expire-overdue-invoices';

export interface InvoiceSweeperOptions {
  intervalMs?: number;
}

/** Returns stop(): no sweep starts after it, and its promise settles once a sweep in flight has finished. */
export function startInvoiceSweeper(options: InvoiceSweeperOptions = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? env.INVOICE_SWEEP_INTERVAL_SECONDS * 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const sweep = async () => {
    try {
      const result = await expireOverdueInvoices();
      if (result.expired.length > 0) log.info('invoices expired', { count: result.expired.length, orderIds: result.expired });
    } catch (error) {
      if (isDatabaseUnavailable(error)) reportDatabaseDown('invoice expiry sweep');
      else log.error('invoice expiry sweep failed', describeError(error));
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = sweep().finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  inFlight = sweep().finally(schedule);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await inFlight;
  };
}
