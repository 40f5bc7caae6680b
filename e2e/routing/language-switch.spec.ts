import { expect, test } from '@playwright/test';

test('the ID/EN switch changes the language and keeps the rest of the path', async ({ page }) => {
  await page.goto('/id/discontinued-journal?page=2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.getByTestId('lang-switch-en').first().click();
  await expect(page).toHaveURL(/\/en\/discontinued-journal\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('lang-switch-id').first().click();
  await expect(page).toHaveURL(/\/id\/discontinued-journal\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});
