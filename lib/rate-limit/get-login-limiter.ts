// The process's login limiter over the process's rate-limit store (rate-limits.ts). Tests replace it by name
// (replaceSingleton(loginLimiterName, …)) to drive logins with their own store and clock.
import 'server-only';
import { processSingleton } from '../core/process-singleton';
import { LoginLimiter } from './login-limiter';
import { getRateLimits } from './rate-limits';

export const loginLimiterName = 'login-limiter';

export function getLoginLimiter(): LoginLimiter {
  return processSingleton(loginLimiterName, () => new LoginLimiter({ store: getRateLimits().store }));
}
