// What the server decides at start, read by every bundle of the process (server.ts's modules and Next's alike): the
// database's URL (the embedded one is known only once it runs), the secret that signs session tokens (generated and
// kept in DATA_DIR when none is configured) and whether the payment sandbox runs (it depends on the database). A value
// not decided is the parsed setting; `env` itself is never written after parsing.
import { env } from './env';
import { processSingleton } from './process-singleton';

export interface RuntimeConfig {
  databaseUrl?: string;
  jwtSecret?: string;
  paymentSandbox?: boolean;
}

const decided = () => processSingleton<RuntimeConfig>('runtime-config', () => ({}));

/** Records what the start decided; each value given replaces the setting for every later reader. */
export function decideRuntimeConfig(values: RuntimeConfig): void {
  Object.assign(decided(), values);
}

function read<K extends keyof RuntimeConfig>(key: K, setting: RuntimeConfig[K]): RuntimeConfig[K] {
  const values = decided();
  return Object.hasOwn(values, key) ? values[key] : setting;
}

export function databaseUrl(): string | undefined {
  return read('databaseUrl', env.DATABASE_URL);
}

export function jwtSecret(): string | undefined {
  return read('jwtSecret', env.JWT_SECRET);
}

/** The sandbox switch: forced by PAYMENT_SANDBOX, or decided at start (lib/billing/payment-setup.ts). */
export function paymentSandbox(): boolean | undefined {
  return read('paymentSandbox', env.PAYMENT_SANDBOX);
}
