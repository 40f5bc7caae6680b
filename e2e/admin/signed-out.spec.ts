import { expect, test } from '@playwright/test';
import { readAdminStorage, startAdminWith } from './admin-helpers';

test('a signed-out visit to the users page lands on the login page', async ({ page }) => {
  const answer = await page.goto('/masuk404/users');
  // The proxy lets the admin area through (not the 404 of unknown paths) and gives it the page CSP.
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await expect(page).toHaveURL(/\/masuk404\/login$/);
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Every robots tag the document carries (a client redirect may add a second, identical one) forbids indexing.
  await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]').first()).toBeAttached();
  await expect(page.locator('meta[name="robots"]:not([content="noindex, nofollow"])')).toHaveCount(0);
});

test('unreadable stored admin details are logged and cleared', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') logged.push(message.text()); });
  await startAdminWith(page, 'some-token', '{not json');
  await page.goto('/masuk404/dashboard');
  await expect(page).toHaveURL(/\/masuk404\/login$/);
  expect(logged).toContain('Gagal memuat state admin dari localStorage');
  expect(await readAdminStorage(page)).toEqual([null, null]);
});

test('a token the server refuses clears the admin session and goes to the login', async ({ page }) => {
  await startAdminWith(page, 'not-a-real-admin-token', JSON.stringify({ id: '1', username: 'ghost', nama: 'Ghost' }));
  await page.goto('/masuk404/users');
  await expect(page).toHaveURL(/\/masuk404\/login$/);
  expect(await readAdminStorage(page)).toEqual([null, null]);
});
