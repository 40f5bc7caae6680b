// Each control speaks one language: on /id the pagers and the filter panels are Indonesian throughout; the admin
// area is English (dates, jobs), except the texts the spec fixes ('Masuk', 'Login gagal'), and it confirms a saved user.
import { expect, test } from '@playwright/test';
import { registerUser, startSignedInAdmin } from '../admin/admin-helpers';

test('the new and discontinued pages speak Indonesian in their pager and filter panel on /id', async ({ page }) => {
  await page.goto('/id/discontinued-journal');
  const pager = page.getByTestId('pager');
  await expect(pager).toBeVisible();
  await expect(page.getByTestId('pager-prev')).toHaveText('Sebelumnya');
  await expect(page.getByTestId('pager-next')).toHaveText('Berikutnya');
  await expect(page.getByTestId('pager-last')).toHaveText(/^Terakhir \(\d+\)$/);
  await page.getByTestId('filter-toggle').click();
  await expect(page.getByTestId('filter-clear')).toHaveText('Hapus filter');

  await page.goto('/id/new-scopus');
  await expect(page.getByTestId('pager-prev')).toHaveText('Sebelumnya');
  await page.getByTestId('filter-toggle').click();
  await expect(page.getByTestId('filter-clear')).toHaveText('Hapus filter');

  await page.goto('/en/new-scopus');
  await expect(page.getByTestId('pager-prev')).toHaveText('Prev');
  await expect(page.getByTestId('pager-next')).toHaveText('Next');
});

test('the register form offers the jobs in the page language', async ({ page }) => {
  await page.goto('/id');
  await page.getByTestId('login-button').click();
  await page.getByTestId('auth-switch-to-register').click();
  await expect(page.getByTestId('register-job').locator('option')).toHaveText(['Pilih pekerjaan', 'Mahasiswa', 'Dosen', 'Profesional', 'Lainnya']);
});

test('the admin users page is English throughout and confirms a save', async ({ page, request }) => {
  const user = await registerUser(request, 'Bahasa Uji');
  await startSignedInAdmin(page, request);
  await page.goto('/masuk404/users');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('users-search-input').fill(user.username);
  await page.getByTestId('users-search-submit').click();
  const row = page.locator(`[data-testid="user-row"][data-username="${user.username}"]`);
  await expect(row.getByTestId('user-row-job')).toHaveText('Lecturer');

  await row.getByTestId('user-edit').click();
  const modal = page.getByTestId('user-edit-modal');
  // Every field of the edit form is required, the phone too.
  await modal.getByLabel('Phone').fill('081234567890');
  await modal.getByLabel('Premium', { exact: true }).check();
  const year = new Date().getFullYear() + 1;
  await modal.getByLabel('Premium Expires At').fill(`${year}-12-23`);
  await modal.getByTestId('user-edit-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('users-notice')).toHaveText(`Saved the changes to ${user.nama}.`);
  await expect(row.getByTestId('user-row-status')).toContainText(`Expires: 23 Dec ${year}`);
});

test("the admin login keeps the spec's texts: 'Masuk', and 'Login gagal' for a wrong password; the rest is English", async ({ page }) => {
  await page.goto('/masuk404/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Username').fill('e2e-admin');
  await page.getByLabel('Password').fill('not-the-password');
  // The login call is held until the loading state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByTestId('admin-login-submit')).toHaveText('Memuat...');
  await expect(page.getByTestId('admin-login-submit')).toBeDisabled();
  release();
  await expect(page.getByTestId('admin-login-error')).toHaveText('Login gagal');
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeEnabled();
});
