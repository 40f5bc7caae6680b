// The one fetcher of the browser's API calls (SWR hooks and plain calls alike): JSON in, JSON out, and a non-2xx
// answer thrown as an ApiClientError with the API's error body. Spec §7: the shared client has no timeout.
import { type ApiErrorBody, ApiClientError } from './api-client-error';

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

export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new ApiClientError(response.status, await readErrorBody(response));
  return (await response.json()) as T;
}
