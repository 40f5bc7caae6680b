// Logging out on a page only for signed-in visitors (favourites, SINTA, standalone journals, account) simply leaves
// it for the home page: the 'Login Diperlukan' alert, meant for a visitor who arrives signed out, never shows, not even
// for a moment.
import { expect, type Page, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { phone } from './page-geometry';

/** Records, from the page's first script on, whether the login-required alert was ever in the document. */
async function watchForAlert(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[data-testid="login-required-alert"]') !== null;
    new MutationObserver(() => {
      if (seen()) window.sessionStorage.setItem('e2e-alert-seen', 'yes');
    }).observe(document, { childList: true, subtree: true });
  });
}

const alertWasSeen = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('e2e-alert-seen') === 'yes');

test('logging out from the Account menu on the favourites page goes home quietly', async ({ page, request }) => {
  await startSignedIn(page, request);
  await watchForAlert(page);
  await page.goto('/id/favorite');
  await expect(page.getByTestId('page-title')).toHaveText('Jurnal Favorit');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-logout').click();

  await expect(page).toHaveURL(/\/id$/);
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('home-hero')).toBeVisible();
  expect(await alertWasSeen(page)).toBe(false);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('logging out from the phone menu on the favourites page goes home quietly too', async ({ page, request }) => {
  await startSignedIn(page, request);
  await watchForAlert(page);
  await page.setViewportSize(phone);
  await page.goto('/en/favorite');
  await expect(page.getByTestId('page-title')).toBeVisible();
  await page.getByTestId('mobile-menu-button').click();
  await page.getByTestId('mobile-logout').click();

  await expect(page).toHaveURL(/\/en$/);
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-login-button')).toBeVisible();
  expect(await alertWasSeen(page)).toBe(false);
});

for (const path of ['/id/sinta', '/id/standalone-journals', '/id/account']) {
  test(`logging out on ${path} goes home quietly as well`, async ({ page, request }) => {
    await startSignedIn(page, request);
    await watchForAlert(page);
    await page.goto(path);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-logout').click();

    await expect(page).toHaveURL(/\/id$/);
    await expect(page.getByTestId('login-button')).toBeVisible();
    expect(await alertWasSeen(page)).toBe(false);
  });
}

test('logging out elsewhere keeps the visitor on the page', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/id/pricing');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page).toHaveURL(/\/id\/pricing$/);
});
