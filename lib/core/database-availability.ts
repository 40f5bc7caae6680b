// Whether the database is known to be down, for every bundle of the process: set when a query finds it unable to
// answer (lib/database/database-outage.ts logs and probes the outage), cleared as soon as it answers again. While it
// is down, queries fail at once (lib/core/db.ts) instead of each waiting out the statement timeout.
import { ApiError } from './api-error';
import { processSingleton } from './process-singleton';

export interface DatabaseAvailability {
  /** When the current outage began (epoch ms); undefined while the database answers. */
  downSince?: number;
  /** When the last outage ended. */
  recoveredAt?: number;
}

/** Clients are told to come back after this many seconds (Retry-After) while the database is unavailable. */
export const retryAfterSeconds = 5;

export function databaseAvailability(): DatabaseAvailability {
  return processSingleton<DatabaseAvailability>('database-availability', () => ({}));
}

export function isDatabaseKnownDown(): boolean {
  return databaseAvailability().downSince !== undefined;
}

/** What a query meets while the database is known down: the API's 503 with Retry-After. */
export function databaseDownError(): ApiError {
  return new ApiError('unavailable', 'databaseUnavailable', {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}
