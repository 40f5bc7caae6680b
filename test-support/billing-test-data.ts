// Integration tests only: requests against the billing handlers, signed notifications, and cleanup of a test
// file's invoices and payment events (accounts come from test-support/account-test-data.ts, tagged per file).
import { db } from '../lib/core/db';
import { deleteTestAccounts, type TestAccount } from './account-test-data';
import { toGrossAmount } from '../lib/billing/gross-amount';
import { signNotification } from '../lib/billing/notification-signature';

export type Auth = Record<string, string>;
export const bearer = (account: TestAccount): Auth => ({ authorization: `Bearer ${account.token}` });

export function jsonRequest(method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Auth } = {}): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export const withParams = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

/** A Midtrans-format notification for an invoice, signed with the given server key unless a signature is given. */
export function notificationFor(
  invoice: { orderId: string; amount: number },
  serverKey: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const fields = {
    order_id: invoice.orderId,
    status_code: '200',
    gross_amount: toGrossAmount(invoice.amount),
    transaction_status: 'settlement',
    fraud_status: 'accept',
    currency: 'IDR',
    payment_type: 'credit_card',
    transaction_id: `test-${invoice.orderId}`,
    ...overrides,
  };
  return { ...fields, signature_key: overrides.signature_key ?? signNotification(fields, serverKey) };
}

/** Removes the tag's invoices and their payment events, then its accounts. */
export async function deleteBillingTestData(tag: string): Promise<void> {
  const invoices = await db.invoice.findMany({
    where: { OR: [{ user: { username: { endsWith: `_${tag}` } } }, { issuedToEmail: { contains: `.${tag}@` } }] },
    select: { orderId: true },
  });
  const orderIds = invoices.map((invoice) => invoice.orderId);
  await db.paymentEvent.deleteMany({ where: { orderId: { in: orderIds } } });
  await db.invoice.deleteMany({ where: { orderId: { in: orderIds } } });
  await deleteTestAccounts(tag);
}
