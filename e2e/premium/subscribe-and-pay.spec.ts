import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

test('a free user asking for page 2 picks the 3-month plan, pays in the sandbox popup and can then open page 2', async ({
  page,
  request,
}) => {
  const { user } = await startSignedIn(page, request);
  await page.goto('/id');

  // Page 2 is premium: the plans are offered instead.
  await page.getByTestId('pager-page-2').click();
  const modal = page.getByTestId('plan-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Pilih Paket Premium' })).toBeVisible();
  const threeMonths = modal.getByTestId('plan-card-3-months');
  await expect(threeMonths.getByTestId('plan-popular')).toHaveText('Populer');
  await expect(threeMonths.getByTestId('plan-price')).toHaveText('Rp 55.000');
  await expect(threeMonths.getByTestId('plan-original-price')).toHaveText('Rp 59.700');
  await expect(threeMonths.getByTestId('plan-discount')).toHaveText('Hemat 7%');
  await expect(threeMonths.getByTestId('plan-price-monthly')).toHaveText('Rp 18.333 / bulan');
  await expect(modal.getByTestId('plan-card-1-month').getByTestId('plan-price')).toHaveText('Rp 19.900');
  await expect(modal.getByTestId('plan-card-6-months').getByTestId('plan-discount')).toHaveText('Hemat 17%');
  await expect(page.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');

  await threeMonths.getByTestId('plan-choose-3-months').click();
  await expect(page).toHaveURL(/\/id\/invoice\/JF-\d{8}-[A-Z0-9]+$/);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Menunggu Pembayaran');
  await expect(page.getByTestId('invoice-plan')).toHaveText('Premium 3 Bulan');
  await expect(page.getByTestId('invoice-amount')).toHaveText('Rp 55.000');
  await expect(page.getByTestId('invoice-name')).toHaveText(user.nama);
  await expect(page.getByTestId('invoice-email')).toHaveText(user.email);

  await page.getByTestId('invoice-pay').click();
  const popup = page.frameLocator('[data-testid="sandbox-payment-frame"]');
  await expect(popup.getByTestId('sandbox-pay-notice')).toBeVisible();
  await expect(popup.getByTestId('sandbox-pay-amount')).toHaveText('Rp 55.000');
  await expect(popup.getByTestId('sandbox-pay-plan')).toHaveText('Premium 3 Bulan');
  await popup.getByTestId('sandbox-pay-success').click();

  await expect(page.getByTestId('sandbox-payment-overlay')).toHaveCount(0);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Lunas');
  await expect(page.getByTestId('invoice-thanks')).toBeVisible();
  await expect(page.getByTestId('invoice-paid-at')).not.toBeEmpty();
  // The session became premium: the Account menu shows the badge and no upgrade any more.
  await expect(page.getByTestId('account-premium-badge')).toBeVisible();

  await page.getByTestId('invoice-back-home').click();
  await expect(page).toHaveURL(/\/id$/);
  const firstOnPageOne = await page.getByTestId('journal-card-name').first().textContent();
  await page.getByTestId('pager-page-2').click();
  await expect(page.getByTestId('pager-page-2')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('journal-card-name').first()).not.toHaveText(firstOnPageOne ?? '');
  await expect(page.getByTestId('plan-modal')).toBeHidden();
});
