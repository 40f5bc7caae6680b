// The one error type of the API: a code from a fixed table decides the HTTP status, and
// `message` is a fixed text or a translation key that the client shows as it is.
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  premium_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  // Node's own parser refusals (server.ts clientError): a request that took too long, headers that are too large.
  request_timeout: 408,
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  details?: unknown;
}

/** The one error body every answer carries (handlers, the custom server, Node's parser refusals). */
export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { message, code } : { message, code, details };
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { details?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (message = 'notFound') => new ApiError('not_found', message);
export const badRequest = (message: string, details?: unknown) => new ApiError('bad_request', message, { details });
