import { expect, test } from '@playwright/test';
import { registerAndLogIn, startSignedIn } from '../accounts/account-helpers';
import { createInvoice } from './billing-helpers';

test('signed out, the invoice page asks to log in and opens the login modal', async ({ page, request }) => {
  const owner = await registerAndLogIn(request);
  const orderId = await createInvoice(request, owner.token, '1-month');
  await page.goto(`/id/invoice/${orderId}`);

  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await expect(page.getByTestId('auth-modal-title')).toHaveText('Login');
  await page.getByTestId('auth-modal-close').click();
  await expect(page.getByTestId('invoice-sign-in')).toContainText('Login untuk melihat invoice ini.');
  await expect(page.getByTestId('invoice')).toHaveCount(0);
});

test('someone else’s invoice is not found, as an unknown one is', async ({ page, request }) => {
  const owner = await registerAndLogIn(request);
  const orderId = await createInvoice(request, owner.token, '1-month');
  await startSignedIn(page, request);
  await page.goto(`/id/invoice/${orderId}`);

  await expect(page.getByTestId('invoice-error')).toHaveText('Invoice tidak ditemukan.');
  await expect(page.getByTestId('invoice')).toHaveCount(0);
  await expect(page.getByTestId('invoice-back-home')).toHaveAttribute('href', '/id');
});
