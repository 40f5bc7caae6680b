// The browser's one API fetcher, made once per area from that area's token source: JSON in, JSON out, the area's
// token on every call, and a non-2xx answer thrown as an ApiClientError with the API's error body. It sets no
// timeout: a call lasts as long as the browser lets it.
import { type ApiErrorBody, ApiClientError } from './api-client-error';

/** Where an area keeps its token, which header carries it, and what a refused token does. */
export interface TokenSource {
  /** The header that carries the token: `x-auth-token` for users, `x-admin-token` for admins. */
  header: string;
  /** The stored token, or null when there is none (or no window: while rendering on the server). */
  read(): string | null;
  /** Runs on a 401, with the token the refused call carried (null: it carried none). */
  onUnauthorized(sentToken: string | null): void;
}

export interface FetchJsonInit extends RequestInit {
  /** A value to send as the JSON body (sets the content type). */
  json?: unknown;
  /** Send the token as `Authorization: Bearer` too (the favourites API reads it there). */
  useBearer?: boolean;
  /**
   * The token to send instead of the stored one. null sends none, and its 401 is only an error: a sign-in call (or a
   * call after the session was cleared) has no session that a refusal could end.
   */
  token?: string | null;
}

export type FetchJson = <T>(url: string, init?: FetchJsonInit) => Promise<T>;

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, code } = value as Record<string, unknown>;
  return typeof message === 'string' && typeof code === 'string';
}

async function readError(response: Response): Promise<ApiClientError> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (isErrorBody(parsed)) return new ApiClientError(response.status, parsed, true);
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): fall through to a body built from the status.
  }
  const code = response.status >= 500 ? 'internal' : 'unknown';
  const message = response.statusText || `HTTP ${response.status}`;
  return new ApiClientError(response.status, { message, code }, false);
}

function buildHeaders(init: FetchJsonInit | undefined, header: string, token: string | null): Headers {
  const headers = new Headers(init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (init?.json !== undefined) headers.set('content-type', 'application/json');
  if (token) {
    headers.set(header, token);
    if (init?.useBearer) headers.set('authorization', `Bearer ${token}`);
  }
  return headers;
}

export function createFetchJson(source: TokenSource): FetchJson {
  return async function fetchJson<T>(url: string, init?: FetchJsonInit): Promise<T> {
    const { json, useBearer: _useBearer, token: tokenOverride, ...requestInit } = init ?? {};
    const token = tokenOverride === undefined ? source.read() : tokenOverride;
    const response = await fetch(url, {
      ...requestInit,
      headers: buildHeaders(init, source.header, token),
      body: json === undefined ? requestInit.body : JSON.stringify(json),
    });
    if (!response.ok) {
      const error = await readError(response);
      if (response.status === 401 && tokenOverride !== null) source.onUnauthorized(token);
      throw error;
    }
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  };
}
