import { expect, test } from '@playwright/test';
import { registerAndLogIn, startWithToken } from './account-helpers';

test('a restored session asks the server for its premium flag: a lapsed premium shows the upgrade again', async ({
  page,
  request,
}) => {
  const { token, isPremium } = await registerAndLogIn(request);
  expect(isPremium).toBe(false);
  // Stored as premium (as after a subscription that has since lapsed); the server knows better.
  await startWithToken(page, token, true);
  await page.goto('/id');

  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-upgrade')).toBeVisible();
  await expect(page.getByTestId('account-premium-badge')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('isPremium'))).toBe('false');
});
