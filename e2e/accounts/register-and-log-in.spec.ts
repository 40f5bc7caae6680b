import { expect, test } from '@playwright/test';
import { uniqueUser } from './account-helpers';

test('a visitor registers, is sent to the login view, and logs in through the modal', async ({ page }) => {
  const user = uniqueUser();
  await page.goto('/id');
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('aria-modal', 'true');

  await page.getByTestId('auth-switch-to-register').click();
  await expect(page.getByTestId('auth-modal-title')).toHaveText('Daftar');
  await page.getByTestId('register-name').fill(user.nama);
  await page.getByTestId('register-email').fill(user.email);
  await page.getByTestId('register-username').fill(user.username);
  await page.getByTestId('register-password').fill(user.password);
  await page.getByTestId('register-password-toggle').click();
  await expect(page.getByTestId('register-password')).toHaveAttribute('type', 'text');
  // Indonesia is the first country offered.
  await expect(page.getByTestId('register-country').locator('option').nth(1)).toHaveText('Indonesia');
  await page.getByTestId('register-country').selectOption(user.country);
  await page.getByTestId('register-job').selectOption(user.job);
  await page.getByTestId('register-submit').click();

  await expect(page.getByTestId('auth-modal-title')).toHaveText('Login');
  await expect(page.getByTestId('auth-notice')).toHaveText('Registrasi berhasil! Silakan login.');
  await expect(page.getByTestId('login-username')).toHaveValue(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();

  await expect(modal).toBeHidden();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  await page.getByTestId('account-menu-button').click();
  // A free user is offered the plans (e2e/premium/upgrade-menu.spec.ts opens them).
  await expect(page.getByTestId('account-upgrade')).toBeVisible();
  await expect(page.getByTestId('account-favorite')).toHaveAttribute('href', '/id/favorite');
});

test('the register form shows its errors by the inputs without calling the server', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('login-button').click();
  await page.getByTestId('auth-switch-to-register').click();
  await page.getByTestId('register-email').fill('not-an-email');
  await page.getByTestId('register-username').fill('ab');
  await page.getByTestId('register-submit').click();

  await expect(page.getByTestId('register-name-error')).toHaveText('Please enter your name.');
  await expect(page.getByTestId('register-email-error')).toHaveText('Please enter a valid email address.');
  await expect(page.getByTestId('register-username-error')).toHaveText('The username must be 3–30 characters.');
  await expect(page.getByTestId('register-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('register-phone-error')).toHaveCount(0);
});

test('a wrong password shows the Gagal alert and keeps the modal open; Escape closes it', async ({ page }) => {
  const user = uniqueUser();
  await page.goto('/id');
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill('certainly-wrong-password');
  await page.getByTestId('login-submit').click();

  await expect(page.getByTestId('auth-failure')).toContainText('Gagal');
  await expect(page.getByTestId('auth-failure-message')).toHaveText('Username atau password salah.');
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('auth-modal')).toBeHidden();
  await expect(page.getByTestId('login-button')).toBeFocused();
});
