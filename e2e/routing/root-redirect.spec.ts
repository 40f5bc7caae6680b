import { expect, test } from '@playwright/test';

test('/ redirects to /id whatever language the browser prefers', async ({ page, request }) => {
  const answer = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en-US,en;q=0.9' } });
  expect([307, 308]).toContain(answer.status());
  expect(new URL(answer.headers()['location'] ?? '', 'http://x').pathname).toBe('/id');

  await page.goto('/');
  await expect(page).toHaveURL(/\/id$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('/en renders the English interface', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The SINTA menu item exists only in Indonesian.
  await expect(page.getByRole('link', { name: 'SINTA', exact: true })).toHaveCount(0);
  await page.goto('/id');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'SINTA', exact: true }).first()).toBeVisible();
});
