// Which provider takes payments: Midtrans Snap when both its keys are set, else the local sandbox unless
// PAYMENT_SANDBOX=false. Read from env on every call, so a test (or an operator's restart) changes it in one place.
import 'server-only';
import { env } from '../../env';
import { ApiError } from '../../http/api-error';
import { MidtransProvider } from './midtrans-provider';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';

const sandbox = new SandboxProvider();

export function getPaymentProvider(): PaymentProvider | null {
  if (env.MIDTRANS_SERVER_KEY && env.MIDTRANS_CLIENT_KEY) {
    return new MidtransProvider({
      serverKey: env.MIDTRANS_SERVER_KEY,
      clientKey: env.MIDTRANS_CLIENT_KEY,
      isProduction: env.MIDTRANS_IS_PRODUCTION,
      apiBaseUrl: env.MIDTRANS_API_BASE_URL,
      snapBaseUrl: env.MIDTRANS_SNAP_BASE_URL,
      timeoutMs: env.MIDTRANS_TIMEOUT_MS,
    });
  }
  return env.PAYMENT_SANDBOX ? sandbox : null;
}

export function requirePaymentProvider(): PaymentProvider {
  const provider = getPaymentProvider();
  if (!provider) throw new ApiError('unavailable', 'paymentsNotConfigured');
  return provider;
}
