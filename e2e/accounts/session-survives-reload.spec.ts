import { expect, test } from '@playwright/test';
import { startSignedIn } from './account-helpers';

test('a signed-in session survives a reload and opens the guarded favourites page', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/id');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveCount(0);

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-favorite').click();
  await expect(page).toHaveURL(/\/id\/favorite$/);
  await expect(page.getByTestId('page-title')).toHaveText('Jurnal Favorit');
  await expect(page.getByTestId('login-required-alert')).toHaveCount(0);
});

test('logging out from the Account menu signs the visitor out', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/en');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
});

test('on a phone the menu holds the upgrade, favourites and logout blocks', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/id');
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-upgrade')).toBeVisible();
  await expect(page.getByTestId('mobile-favorite')).toBeVisible();
  await expect(page.getByTestId('mobile-login-button')).toHaveCount(0);
  await page.getByTestId('mobile-logout').click();
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-login-button')).toBeVisible();
});
