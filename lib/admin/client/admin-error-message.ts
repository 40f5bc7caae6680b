// What an admin form shows for a failed call: the server's own message when its answer had the API's error body,
// else null (no answer came, or a proxy's page stood in for it), so the form shows its own fallback text.
import { isApiClientError } from '../../client/api-client-error';

export function serverMessageOf(error: unknown): string | null {
  return isApiClientError(error) && error.isServerBody && error.message ? error.message : null;
}
