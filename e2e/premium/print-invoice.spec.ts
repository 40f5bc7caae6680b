import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { createInvoice, payInSandbox } from './billing-helpers';

test('printing a paid invoice prints the invoice alone, without the site around it or its buttons', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  const orderId = await createInvoice(request, token, '3-months');
  await payInSandbox(request, token, orderId);
  await page.goto(`/id/invoice/${orderId}`);
  await expect(page.getByTestId('invoice-print')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('invoice-status-badge')).toBeVisible();
  await expect(page.getByTestId('invoice-amount')).toHaveText('Rp 55.000');
  await expect(page.getByTestId('site-header')).toBeHidden();
  await expect(page.getByTestId('site-footer')).toBeHidden();
  await expect(page.getByTestId('invoice-print')).toBeHidden();
  await expect(page.getByTestId('invoice-back-home')).toBeHidden();
});
