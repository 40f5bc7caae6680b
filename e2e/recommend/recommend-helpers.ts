// Premium users for the recommendation browser tests, made as a real customer becomes one: registered and signed in
// through the API, then a 1-month plan paid in the local payment sandbox through its API.
import type { APIRequestContext, Page } from '@playwright/test';
import { registerAndLogIn, startWithToken } from '../accounts/account-helpers';
import { createInvoice, payInSandbox } from '../premium/billing-helpers';

export async function startPremium(page: Page, request: APIRequestContext): Promise<string> {
  const { token } = await registerAndLogIn(request);
  await payInSandbox(request, token, await createInvoice(request, token, '1-month'));
  await startWithToken(page, token, true);
  return token;
}

/** Pastes an abstract in the home page's search and submits it. */
export async function recommendFor(page: Page, abstract: string): Promise<void> {
  await page.getByTestId('search-abstract-input').fill(abstract);
  await page.getByTestId('search-submit').click();
}

/** The recommendation call, whatever its query (the home page asks for `?view=full`). */
export const isRecommendCall = (url: string | URL): boolean => new URL(url).pathname === '/api/ai/recommend';
