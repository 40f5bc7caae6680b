// Which provider takes payments: Midtrans Snap when both its keys are set, else the local sandbox while it is on
// (payment-setup.ts). Read from env on every call, so a test (or an operator's restart) changes it in one place.
import 'server-only';
import { env } from '../../core/env';
import { paymentSandbox } from '../../core/runtime-config';
import { ApiError } from '../../core/api-error';
import { isPaymentSandboxOn } from '../payment-setup';
import { MidtransProvider } from './midtrans-provider';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';

const sandbox = new SandboxProvider();

/**
 * server.ts decides at start (lib/core/runtime-config.ts) (it alone knows whether the database is external); without it (tests,
 * scripts) the settings decide, as for a local database.
 */
export function isSandboxActive(): boolean {
  const settings = { ...env, PAYMENT_SANDBOX: paymentSandbox() };
  return isPaymentSandboxOn(settings, { isProduction: env.NODE_ENV === 'production', isExternalDatabase: false });
}

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
  return isSandboxActive() ? sandbox : null;
}

/** Payments are a test right now: every page that sells premium says so. */
export function isTestPayments(): boolean {
  return getPaymentProvider()?.name === 'sandbox';
}

/** Premium can be bought: a provider takes payments (Midtrans, or the sandbox while it is on). */
export function isOnSale(): boolean {
  return getPaymentProvider() !== null;
}

export function requirePaymentProvider(): PaymentProvider {
  const provider = getPaymentProvider();
  if (!provider) throw new ApiError('unavailable', 'paymentsNotConfigured');
  return provider;
}
