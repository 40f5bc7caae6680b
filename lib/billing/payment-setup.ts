// For server.ts at start (no server-only, relative imports): which provider will take payments, and a warning when
// the sandbox, which grants premium without money, would run in production on an external database.
import { env } from '../env';

export interface PaymentSetup {
  provider: 'midtrans' | 'sandbox' | 'none';
  warning?: string;
}

export function describePaymentSetup(options: { isProduction: boolean; isEmbeddedDatabase: boolean }): PaymentSetup {
  if (env.MIDTRANS_SERVER_KEY && env.MIDTRANS_CLIENT_KEY) return { provider: 'midtrans' };
  if (!env.PAYMENT_SANDBOX) return { provider: 'none', warning: 'Payments are off: set the Midtrans keys to take them.' };
  if (options.isProduction && !options.isEmbeddedDatabase) {
    return {
      provider: 'sandbox',
      warning:
        'The payment sandbox is active in production: anyone can grant themselves premium. Set MIDTRANS_SERVER_KEY ' +
        'and MIDTRANS_CLIENT_KEY, or PAYMENT_SANDBOX=false.',
    };
  }
  return { provider: 'sandbox' };
}
