// The process's registration limiter: REGISTER_RATE_LIMIT attempts per REGISTER_RATE_WINDOW_SECONDS per address, over
// the process's rate-limit store (Redis with REDIS_URL, so every instance counts together). On globalThis, like the rest.
import 'server-only';
import { env } from '../core/env';
import { getRateLimitStore } from './get-rate-limit-store';
import { RegisterLimiter } from './register-limiter';

const holder = globalThis as { __jurnalFinderRegisterLimiter?: RegisterLimiter };

export function getRegisterLimiter(): RegisterLimiter {
  return (holder.__jurnalFinderRegisterLimiter ??= new RegisterLimiter({
    store: getRateLimitStore(),
    limit: env.REGISTER_RATE_LIMIT,
    windowMs: env.REGISTER_RATE_WINDOW_SECONDS * 1000,
  }));
}

/** Tests only: count registrations with their own store, limit and clock. Returns a function that puts the previous one back. */
export function replaceRegisterLimiter(limiter: RegisterLimiter): () => void {
  const previous = holder.__jurnalFinderRegisterLimiter;
  holder.__jurnalFinderRegisterLimiter = limiter;
  return () => {
    holder.__jurnalFinderRegisterLimiter = previous;
  };
}
