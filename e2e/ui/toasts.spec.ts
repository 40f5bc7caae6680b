// Toasts stay usable and hide nothing the visitor needs: above an open dialog (readable, and their close button
// reachable), and on a phone along the bottom edge, clear of the card's star just used and of the page heading.
import { expect, test } from '@playwright/test';
import { startSignedIn, uniqueUser } from '../accounts/account-helpers';
import { overlaps, phone } from './page-geometry';

test('a toast raised while a dialog is open is above its backdrop and can be closed', async ({ page }) => {
  const user = uniqueUser();
  await page.goto('/id');
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('auth-modal');
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill('certainly-wrong-password');
  await page.getByTestId('login-submit').click();

  const toast = page.getByTestId('toast').filter({ hasText: 'Username atau password salah.' });
  await expect(toast).toBeVisible();
  // A plain click: Playwright refuses it if the backdrop (or anything else) would take it instead.
  await toast.getByRole('button', { name: 'Tutup notifikasi' }).click({ timeout: 2_000 });
  await expect(toast).toHaveCount(0);
  await expect(modal).toBeVisible();

  // Closing the dialog brings the toasts back to the page.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Masukkan abstrak' })).toBeVisible();
});

test('on a phone a toast covers neither the star just clicked nor the page heading', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.setViewportSize(phone);
  await page.goto('/id');
  const star = page.getByTestId('journal-card').first().getByTestId('favorite-button');
  // The card right under the header: where a toast at the top of the screen would sit.
  await star.evaluate((element) => element.closest('article')?.scrollIntoView({ block: 'start' }));
  await star.click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Ditambahkan ke favorit!' });
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  expect(overlaps(toastBox!, (await star.boundingBox())!)).toBe(false);
  // The star still takes a click while the toast is shown (a trial click checks what the pointer would reach).
  await star.click({ trial: true, timeout: 2_000 });

  await page.evaluate(() => window.scrollTo(0, 0));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeInViewport();
  await expect(toast).toBeVisible();
  expect(overlaps((await toast.boundingBox())!, (await heading.boundingBox())!)).toBe(false);
});
