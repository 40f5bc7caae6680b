// The one 429 of the rate limits: the error shape with a translation key, and Retry-After in whole seconds until the
// window that refused the request closes.
import { ApiError } from '../core/api-error';

export function rateLimitedError(remainingMs: number, message = 'tooManyAttempts'): ApiError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new ApiError('rate_limited', message, { headers: { 'retry-after': String(seconds) } });
}
