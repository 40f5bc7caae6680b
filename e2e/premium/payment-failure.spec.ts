import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { createInvoice } from './billing-helpers';

test('a card refused in the sandbox popup shows the invoice as failed, and premium stays off', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  const orderId = await createInvoice(request, token, '6-months');
  await page.goto(`/en/invoice/${orderId}`);

  await page.getByTestId('invoice-pay').click();
  const popup = page.frameLocator('[data-testid="sandbox-payment-frame"]');
  await expect(popup.getByTestId('sandbox-pay-notice')).toHaveText('This is a test payment: no money moves and no card is charged.');
  await popup.getByTestId('sandbox-pay-failure').click();

  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Failed');
  await expect(page.getByTestId('invoice-failed-text')).toHaveText('The payment failed or expired.');
  await expect(page.getByTestId('invoice-pay')).toHaveCount(0);
  const me = await request.get('/api/auth/me', { headers: { 'x-auth-token': token } });
  expect(await me.json()).toMatchObject({ isPremium: false });
});
