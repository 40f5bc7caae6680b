import { expect, test } from '@playwright/test';

test('a signed-out visitor choosing a plan on the pricing page is told to log in and gets the login modal', async ({ page }) => {
  await page.goto('/id/pricing');
  await expect(page.getByTestId('pricing-plans').getByTestId('plan-card-3-months')).toContainText('Populer');
  await page.getByTestId('plan-choose-3-months').click();

  await expect(page.getByTestId('toast')).toHaveText('Login diperlukan untuk berlangganan.');
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await expect(page.getByTestId('auth-modal-title')).toHaveText('Login');
  await expect(page).toHaveURL(/\/id\/pricing$/);
});

test('the pricing call to action opens the auth modal in the register or the login view', async ({ page }) => {
  await page.goto('/en/pricing');
  await page.getByTestId('pricing-register').click();
  await expect(page.getByTestId('auth-modal-title')).toHaveText('Register');
  await page.getByTestId('auth-modal-close').click();
  await page.getByTestId('pricing-login').click();
  await expect(page.getByTestId('auth-modal-title')).toHaveText('Login');
});
