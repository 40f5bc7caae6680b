// The one client of the browser's API calls (SWR hooks and plain calls alike): JSON in, JSON out, the signed-in
// user's token on every call, and a non-2xx answer thrown as an ApiClientError with the API's error body.
// Spec §4, §8: a 401 for a signed-in user ends the session everywhere. Spec §9: the shared client has no timeout.
import { type ApiErrorBody, ApiClientError } from './api-client-error';
import { announceTokenExpired, clearSession, readStoredSession } from './session-storage';

export interface FetchJsonInit extends RequestInit {
  /** A value to send as the JSON body (sets the content type). */
  json?: unknown;
  /** Spec §7: favourite calls carry the token as `Authorization: Bearer` as well. */
  useBearer?: boolean;
  /** The token to send instead of the stored one; null sends none (login, register, logout after clearing). */
  token?: string | null;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, code } = value as Record<string, unknown>;
  return typeof message === 'string' && typeof code === 'string';
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (isErrorBody(parsed)) return parsed;
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): fall through to a body built from the status.
  }
  return { message: response.statusText || `HTTP ${response.status}`, code: response.status >= 500 ? 'internal' : 'unknown' };
}

function buildHeaders(init: FetchJsonInit | undefined, token: string | null): Headers {
  const headers = new Headers(init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (init?.json !== undefined) headers.set('content-type', 'application/json');
  if (token) {
    headers.set('x-auth-token', token);
    if (init?.useBearer) headers.set('authorization', `Bearer ${token}`);
  }
  return headers;
}

export async function fetchJson<T>(url: string, init?: FetchJsonInit): Promise<T> {
  const { json, useBearer: _useBearer, token: tokenOverride, ...requestInit } = init ?? {};
  const token = tokenOverride === undefined ? currentToken() : tokenOverride;
  const response = await fetch(url, {
    ...requestInit,
    headers: buildHeaders(init, token),
    body: json === undefined ? requestInit.body : JSON.stringify(json),
  });
  if (!response.ok) {
    const error = new ApiClientError(response.status, await readErrorBody(response));
    if (response.status === 401 && token) endRefusedSession(token);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function currentToken(): string | null {
  return typeof window === 'undefined' ? null : readStoredSession().token;
}

// Only when the refused token is still the session's: an answer to an older token (a request sent before a new login)
// must not end the new session, and several refused calls in flight announce the expiry once.
function endRefusedSession(refusedToken: string): void {
  if (readStoredSession().token !== refusedToken) return;
  clearSession();
  announceTokenExpired();
}
