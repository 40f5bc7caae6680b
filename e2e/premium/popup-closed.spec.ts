import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { createInvoice } from './billing-helpers';

test('closing the payment popup before finishing alerts the user and leaves the invoice unpaid', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  const orderId = await createInvoice(request, token, '1-month');
  await page.goto(`/id/invoice/${orderId}`);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Menunggu Pembayaran');

  await page.getByTestId('invoice-pay').click();
  const popup = page.frameLocator('[data-testid="sandbox-payment-frame"]');
  await expect(popup.getByTestId('sandbox-pay-amount')).toHaveText('Rp 19.900');
  // Accepted as it comes: the alert blocks the page (and the click that caused it) until it is answered.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await popup.getByTestId('sandbox-pay-close').click();
  await expect.poll(() => alerts).toEqual(['alert: Anda menutup pop-up pembayaran sebelum selesai.']);

  await expect(page.getByTestId('sandbox-payment-overlay')).toHaveCount(0);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Menunggu Pembayaran');
  await expect(page.getByTestId('invoice-pay')).toBeEnabled();
});
