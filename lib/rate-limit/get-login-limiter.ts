// The process's login limiter over the process's rate-limit store (get-rate-limit-store.ts). Kept on globalThis so
// every Next bundle of the process shares one.
import 'server-only';
import { getRateLimitStore } from './get-rate-limit-store';
import { LoginLimiter } from './login-limiter';

const holder = globalThis as { __jurnalFinderLoginLimiter?: LoginLimiter };

export function getLoginLimiter(): LoginLimiter {
  return (holder.__jurnalFinderLoginLimiter ??= new LoginLimiter({ store: getRateLimitStore() }));
}

/** Tests only: drive logins with their own store and clock. Returns a function that puts the previous one back. */
export function replaceLoginLimiter(limiter: LoginLimiter): () => void {
  const previous = holder.__jurnalFinderLoginLimiter;
  holder.__jurnalFinderLoginLimiter = limiter;
  return () => {
    holder.__jurnalFinderLoginLimiter = previous;
  };
}
