// Turns anything thrown in a handler into the one error body. Unknown errors become a generic 500 that is logged
// with the request id; no stack, SQL or secret ever reaches a client.
import { ZodError } from 'zod';
import { describeError, log } from '../log';
import { ApiError, type ErrorBody, errorStatus } from './api-error';

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
    return errorJson({ message: error.message, code: error.code, details: error.details }, { headers: error.headers });
  }
  if (error instanceof ZodError) {
    return errorJson({ message: 'invalidInput', code: 'bad_request', details: zodDetails(error) });
  }
  if (isUniqueViolation(error)) {
    return errorJson({ message: 'conflict', code: 'conflict' });
  }
  log.error('unhandled error in API handler', { requestId, ...describeError(error) });
  return errorJson({ message: 'internalError', code: 'internal' });
}
