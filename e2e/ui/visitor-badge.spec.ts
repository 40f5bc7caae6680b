// The live visitor badge stays in view in the sticky header and hides nothing: it is small (an icon and the number),
// it sits under dialogs and overlays, and the payment popup's frame shows none.
import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { createInvoice } from '../premium/billing-helpers';
import { mainPages, openMainPage } from './main-pages';
import { contentUnder, desktop, isOnTop, phone, scrollToEnd } from './page-geometry';

for (const size of [desktop, phone]) {
  for (const main of mainPages.filter((candidate) => !candidate.signedIn)) {
    test(`at the end of ${main.path} at ${size.width} px nothing is under the visitor badge`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      await openMainPage(page, request, main);
      const badge = page.getByTestId('visitor-badge');
      await expect(badge).toHaveText(/\d/);
      await scrollToEnd(page);
      expect(await contentUnder(badge)).toEqual([]);
    });
  }
}

for (const size of [phone, desktop]) {
  test(`at ${size.width} px the badge is a small icon and number, the words for screen readers and as its title`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/id');
    const badge = page.getByTestId('visitor-badge');
    await expect(badge).toHaveText(/^Pengunjung situs saat ini: \d+$/);
    await expect(badge).toHaveAttribute('title', /^Pengunjung situs saat ini: \d+$/);
    const small = await badge.boundingBox();
    expect(small?.height).toBeLessThanOrEqual(28);
    expect(small?.width).toBeLessThanOrEqual(64);
    await expect(badge.getByText('Pengunjung situs saat ini:')).toHaveCSS('position', 'absolute');
  });
}

test('the badge is under an open dialog and under the login-required overlay', async ({ page }) => {
  await page.goto('/id');
  const badge = page.getByTestId('visitor-badge');
  await expect(badge).toHaveText(/\d/);
  expect(await isOnTop(badge)).toBe(true);
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  expect(await isOnTop(badge)).toBe(false);

  await page.goto('/id/favorite');
  await expect(page.getByTestId('login-required-alert')).toBeVisible();
  await expect(badge).toHaveText(/\d/);
  expect(await isOnTop(badge)).toBe(false);
});

test('the payment popup shows no badge of its own, and the page badge is under its overlay', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  const orderId = await createInvoice(request, token, '1-month');
  await page.setViewportSize(phone);
  await page.goto(`/id/invoice/${orderId}`);
  const badge = page.getByTestId('visitor-badge');
  await expect(badge).toHaveText(/\d/);
  await page.getByTestId('invoice-pay').click();
  const popup = page.frameLocator('[data-testid="sandbox-payment-frame"]');
  await expect(popup.getByTestId('sandbox-pay-notice')).toBeVisible();
  await expect(popup.getByTestId('sandbox-pay-success')).toBeVisible();
  await expect(popup.getByTestId('visitor-badge')).toHaveCount(0);
  expect(await isOnTop(badge)).toBe(false);
});
