import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { createInvoice, payInSandbox } from './billing-helpers';

test('Check status shows an invoice paid elsewhere as paid and makes the session premium', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  const orderId = await createInvoice(request, token, '1-month');
  await page.goto(`/id/invoice/${orderId}`);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Menunggu Pembayaran');
  await expect(page.getByTestId('account-premium-badge')).toHaveCount(0);

  // Paid meanwhile (another tab, or the provider's notification while this page stayed open).
  await payInSandbox(request, token, orderId);
  await page.getByTestId('invoice-check-status').click();

  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Lunas');
  await expect(page.getByTestId('toast')).toHaveText('Pembayaran berhasil. Premium Anda sudah aktif.');
  await expect(page.getByTestId('account-premium-badge')).toBeVisible();
});
