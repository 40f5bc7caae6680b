// The error every client-side API call throws for a non-2xx answer: it carries the status and the API's one error
// body (`{ message, code, details? }`, DESIGN.md "API"), so a component can branch on `code` (e.g. premium_required).
export interface ApiErrorBody {
  message: string;
  code: string;
  details?: unknown;
}

export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = body.code;
    this.body = body;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}
