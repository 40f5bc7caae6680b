// The error every client-side API call throws for a non-2xx answer: it carries the status and the API's one error
// body (`{ message, code, details? }`), so a component can branch on `code` (e.g. premium_required).
export interface ApiErrorBody {
  message: string;
  code: string;
  details?: unknown;
}

export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ApiErrorBody;
  /**
   * True when `body` is the API's own error body; false when the client built it from the HTTP status because the
   * answer had none (a proxy's HTML page, an empty body), so its message is only the HTTP reason.
   */
  readonly isServerBody: boolean;

  constructor(status: number, body: ApiErrorBody, isServerBody: boolean) {
    super(body.message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = body.code;
    this.body = body;
    this.isServerBody = isServerBody;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}
