import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

test('the Account menu upgrade opens the plan modal, which Escape closes', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/en/about');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-upgrade').click();

  const modal = page.getByTestId('plan-modal');
  await expect(modal.getByRole('heading', { name: 'Choose a Premium plan' })).toBeVisible();
  await expect(modal.getByTestId('plan-card-1-month')).toContainText('Access to all result pages');
  await expect(modal.getByTestId('plan-modal-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('on a phone, the menu’s upgrade block opens the same plan modal', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, request);
  await page.goto('/id');
  await page.getByTestId('mobile-menu-button').click();
  await page.getByTestId('mobile-upgrade').click();

  const modal = page.getByTestId('plan-modal');
  await expect(modal.getByTestId('plan-card-3-months')).toBeVisible();
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
  await modal.getByTestId('plan-modal-close').click();
  await expect(modal).toBeHidden();
});
