// Turns anything thrown in a handler into the one error body. Unknown errors become a generic 500 that is logged
// with the request id; no stack, SQL or secret ever reaches a client.
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../database/is-database-unavailable';
import { reportDatabaseDown, retryAfterSeconds } from '../database/database-outage';
import { describeError, log } from '../core/log';
import { ApiError, type ErrorBody, errorBody, errorStatus } from '../core/api-error';
import { isPostgresDataError } from './postgres-data-error';

export function errorJson(body: ErrorBody, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, {
    status: init.status ?? errorStatus[body.code],
    headers: { 'cache-control': 'no-store', ...init.headers },
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

export function zodDetails(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function toErrorResponse(error: unknown, requestId?: string): Response {
  if (error instanceof ApiError) {
    return errorJson(errorBody(error.code, error.message, error.details), { headers: error.headers });
  }
  if (error instanceof ZodError) {
    return errorJson(errorBody('bad_request', 'invalidInput', zodDetails(error)));
  }
  if (isUniqueViolation(error)) {
    return errorJson(errorBody('conflict', 'conflict'));
  }
  if (isPostgresDataError(error)) {
    // SQLSTATE class 22: the client's text, date or number could not be stored or compared (postgres-data-error.ts).
    return errorJson(errorBody('bad_request', 'invalidInput'));
  }
  if (isDatabaseUnavailable(error)) {
    // Down, restarting, frozen or out of connections: the client may retry; the outage is logged once, not per request.
    reportDatabaseDown(error instanceof Error ? error.message.trim().split('\n').pop() ?? error.name : String(error));
    return errorJson(errorBody('unavailable', 'databaseUnavailable'), {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
  log.error('unhandled error in API handler', { requestId, ...describeError(error) });
  return errorJson(errorBody('internal', 'internalError'));
}
