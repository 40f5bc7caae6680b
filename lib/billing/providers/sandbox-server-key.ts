// The sandbox's own "server key", which signs its Midtrans-format notifications. Derived from the session secret
// (HMAC with a fixed label) rather than stored: every instance shares JWT_SECRET, so every instance verifies what
// any instance signed, and nothing new needs keeping. Knowing it grants nothing the JWT secret does not already.
import { createHmac } from 'node:crypto';
import { jwtSecret } from '../../core/runtime-config';

const label = 'jurnal-finder/payment-sandbox/server-key/v1';

export function sandboxServerKey(): string {
  const secret = jwtSecret();
  if (!secret) throw new Error('JWT secret is not configured (server.ts resolves it at start)');
  return `SANDBOX-${createHmac('sha256', secret).update(label).digest('hex')}`;
}
