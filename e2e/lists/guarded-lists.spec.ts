import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

for (const path of ['/id/standalone-journals', '/en/sinta']) {
  test(`${path} refuses a signed-out visitor and shows none of its list`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('login-required-alert')).toBeVisible();
    await expect(page.getByTestId('predatory-grid')).toHaveCount(0);
    await expect(page.getByTestId('sinta-search-form')).toHaveCount(0);
  });
}

test('the SINTA calls refuse a request without a session', async ({ request }) => {
  expect((await request.get('/api/sinta/list')).status()).toBe(401);
  expect((await request.get('/api/sinta/search?q=hukum')).status()).toBe(401);
});

test('a signed-in visitor gets the standalone journals list', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/id/standalone-journals');
  // A busy test machine may need longer than usual for the first answer.
  await expect(page.getByTestId('predatory-item').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('login-required-alert')).toHaveCount(0);
});
