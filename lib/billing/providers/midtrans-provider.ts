// Midtrans Snap over plain fetch: a Snap transaction (token for the popup) per invoice, and the Core status API to
// confirm what notifications claim. Basic auth with the server key and an empty password; every call is bounded.
import { log } from '../../core/log';
import { isSignatureValid, type SignedFields } from '../notification-signature';
import { snapRequestBody } from './midtrans-snap-request';
import {
  type CancelOutcome,
  type CreatedPayment,
  type CreatePaymentOptions,
  type PaymentCustomer,
  type PaymentInvoice,
  type PaymentProvider,
  type ProviderStatus,
  ProviderUnavailableError,
} from './payment-provider';

export interface MidtransConfig {
  serverKey: string;
  clientKey: string;
  isProduction: boolean;
  /** Origins; the defaults follow isProduction. */
  apiBaseUrl?: string;
  snapBaseUrl?: string;
  timeoutMs: number;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const value: unknown = await response.json().catch(() => null);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export class MidtransProvider implements PaymentProvider {
  readonly name = 'midtrans' as const;
  readonly clientKey: string;
  readonly scriptUrl: string;
  private readonly apiBase: string;
  private readonly snapBase: string;

  constructor(private readonly config: MidtransConfig) {
    this.clientKey = config.clientKey;
    this.apiBase = trimSlash(config.apiBaseUrl ?? (config.isProduction ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com'));
    this.snapBase = trimSlash(config.snapBaseUrl ?? (config.isProduction ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com'));
    this.scriptUrl = `${this.snapBase}/snap/snap.js`;
  }

  private async call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${this.config.serverKey}:`).toString('base64')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      // Refused, reset, DNS, TLS or our timeout: the provider is out of reach for now.
      throw new ProviderUnavailableError(`Midtrans ${method} ${new URL(url).pathname} failed`, { cause: error });
    }
  }

  async createPayment(
    invoice: PaymentInvoice,
    customer: PaymentCustomer,
    options: CreatePaymentOptions,
  ): Promise<CreatedPayment> {
    const response = await this.call('POST', `${this.snapBase}/snap/v1/transactions`, snapRequestBody(invoice, customer, options));
    const body = await readJson(response);
    const token = text(body.token);
    if (response.ok && token) return { token, redirectUrl: text(body.redirect_url) };
    // 4xx means we sent something Midtrans refuses (bad key, order id taken): an operator must look.
    const level = response.status >= 500 ? 'warn' : 'error';
    log[level]('Midtrans refused a Snap transaction', { orderId: invoice.orderId, status: response.status, errors: body.error_messages });
    throw new ProviderUnavailableError(`Midtrans answered ${response.status} to a Snap transaction`);
  }

  async fetchStatus(orderId: string): Promise<ProviderStatus | null> {
    const response = await this.call('GET', `${this.apiBase}/v2/${encodeURIComponent(orderId)}/status`);
    const body = await readJson(response);
    // Midtrans answers an unknown order with HTTP 200 and status_code "404" ("Transaction doesn't exist.").
    if (response.status === 404 || text(body.status_code) === '404') return null;
    const transactionStatus = text(body.transaction_status);
    const grossAmount = text(body.gross_amount);
    if (!response.ok || !transactionStatus || !grossAmount) {
      log.warn('Midtrans status API gave no usable answer', { orderId, status: response.status, statusCode: body.status_code });
      throw new ProviderUnavailableError(`Midtrans status API answered ${response.status}`);
    }
    return {
      transactionStatus,
      fraudStatus: text(body.fraud_status),
      grossAmount,
      currency: text(body.currency),
      statusCode: text(body.status_code) ?? String(response.status),
    };
  }

  /**
   * Core API cancel (`POST /v2/{order_id}/cancel`): answers HTTP 200 with its own status_code, "200" when the
   * transaction is now `cancel`, "404" when there is no transaction yet (a Snap page nobody paid on: Midtrans has no
   * call to close it, it closes at the invoice's expiry), "412" when it can no longer be cancelled (settled).
   */
  async cancelPayment(orderId: string): Promise<CancelOutcome> {
    const response = await this.call('POST', `${this.apiBase}/v2/${encodeURIComponent(orderId)}/cancel`);
    const body = await readJson(response);
    const statusCode = text(body.status_code) ?? String(response.status);
    if (response.status >= 500 || statusCode.startsWith('5')) {
      throw new ProviderUnavailableError(`Midtrans cancel API answered ${response.status} (${statusCode})`);
    }
    if (statusCode === '200' && text(body.transaction_status) === 'cancel') return 'cancelled';
    if (statusCode === '404') return 'no transaction';
    log.warn('Midtrans did not cancel a transaction', { orderId, status: response.status, statusCode, message: body.status_message });
    return 'not cancellable';
  }

  isNotificationSigned(fields: SignedFields, signature: unknown): boolean {
    return isSignatureValid(fields, signature, this.config.serverKey);
  }
}

