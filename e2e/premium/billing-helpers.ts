// Invoices for browser tests, made through the API as the product's own pages make them (the invoice page and the
// sandbox popup are what the tests drive; getting there is not).
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export async function createInvoice(request: APIRequestContext, token: string, planId: string): Promise<string> {
  const created = await request.post('/api/invoices/create', { data: { planId }, headers: { 'x-auth-token': token } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { orderId: string }).orderId;
}

/** Pays an invoice in the sandbox through its API, as its popup's Pay button does. */
export async function payInSandbox(request: APIRequestContext, token: string, orderId: string): Promise<void> {
  const opened = await request.post('/api/payments/process', { data: { orderId }, headers: { 'x-auth-token': token } });
  expect(opened.status()).toBe(200);
  const { token: paymentToken, provider } = (await opened.json()) as { token: string; provider: string };
  expect(provider).toBe('sandbox');
  const paid = await request.post(`/api/payments/sandbox/${paymentToken}`, { data: { result: 'success' } });
  expect(paid.status()).toBe(200);
  expect(await paid.json()).toMatchObject({ status: 'paid' });
}
