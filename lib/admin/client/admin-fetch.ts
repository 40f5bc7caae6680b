// The admin area's own API client: JSON in and out, the admin token as `x-admin-token`, and a non-2xx answer thrown
// as an AdminApiError carrying the server's message. Spec §8: a 401 clears the admin session and goes to the login.
import { clearAdminSession, readAdminToken } from './admin-storage';

export const ADMIN_LOGIN_PATH = '/masuk404/login';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message`, when its body had one. */
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'AdminApiError';
  }
}

export interface AdminFetchInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  /** False for the login call: its 401 is a wrong password, not an ended session. */
  isAuthenticated?: boolean;
}

async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

export async function adminFetch<T>(url: string, init: AdminFetchInit = {}): Promise<T> {
  const { json, isAuthenticated = true, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  headers.set('accept', 'application/json');
  if (json !== undefined) headers.set('content-type', 'application/json');
  const token = isAuthenticated ? readAdminToken() : null;
  if (token) headers.set('x-admin-token', token);
  const response = await fetch(url, {
    ...requestInit,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) {
    if (response.status === 401 && isAuthenticated) endAdminSession();
    throw new AdminApiError(response.status, await readServerMessage(response));
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

// A full navigation, not the router: it resets every admin component's state along with the session.
function endAdminSession(): void {
  clearAdminSession();
  window.location.assign(ADMIN_LOGIN_PATH);
}
