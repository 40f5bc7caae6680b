import { expect, test } from '@playwright/test';
import { startSignedIn, startWithToken } from './account-helpers';

const expiredNotice = 'Sesi Anda telah berakhir, silakan login kembali';

test('a token the server refuses ends the session with the notice and the login modal', async ({ page }) => {
  await startWithToken(page, 'not-a-real-token', true);
  await page.goto('/id');

  await expect(page.getByTestId('toast').filter({ hasText: expiredNotice })).toBeVisible();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await expect(page.getByTestId('auth-modal-title')).toHaveText('Login');
  await page.getByTestId('auth-modal-close').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('isPremium')])).toEqual([null, null]);
});

test('a session logged out elsewhere ends on the next call, and the star goes back', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  // The page's own first calls (premium refresh, favourites) must be answered before the token is revoked, so that
  // the star's call is the one that meets the refusal.
  const profileAnswered = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
  const favoritesAnswered = page.waitForResponse((response) => response.url().endsWith('/api/favorite/list'));
  await page.goto('/id');
  await Promise.all([profileAnswered, favoritesAnswered]);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();

  const logout = await request.post('/api/auth/logout', { headers: { 'x-auth-token': token } });
  expect(logout.status()).toBe(204);

  const star = page.getByTestId('favorite-button').first();
  await star.click();
  await expect(page.getByTestId('toast').filter({ hasText: expiredNotice })).toBeVisible();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});
