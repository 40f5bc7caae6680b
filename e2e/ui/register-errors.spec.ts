// A register field's error goes as soon as the field is put right (and changes when it is still wrong), without
// sending the form again; fields that showed no error raise none while typing.
import { expect, test } from '@playwright/test';

test('register errors follow the fields as they are corrected', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('login-button').click();
  await page.getByTestId('auth-switch-to-register').click();
  await page.getByTestId('register-email').fill('not-an-email');
  await page.getByTestId('register-submit').click();

  const nameError = page.getByTestId('register-name-error');
  const emailError = page.getByTestId('register-email-error');
  const usernameError = page.getByTestId('register-username-error');
  const jobError = page.getByTestId('register-job-error');
  await expect(nameError).toBeVisible();
  await expect(emailError).toBeVisible();
  await expect(usernameError).toHaveText('The username must be 3–30 characters.');
  await expect(jobError).toBeVisible();

  await page.getByTestId('register-name').fill('Peneliti Uji');
  await expect(nameError).toHaveCount(0);
  await expect(page.getByTestId('register-name')).not.toHaveAttribute('aria-invalid');

  await page.getByTestId('register-email').fill('peneliti@example.test');
  await expect(emailError).toHaveCount(0);

  await page.getByTestId('register-username').fill('ab!');
  await expect(usernameError).not.toHaveText('The username must be 3–30 characters.');
  await page.getByTestId('register-username').fill('peneliti_uji');
  await expect(usernameError).toHaveCount(0);

  await page.getByTestId('register-job').selectOption('lecturer');
  await expect(jobError).toHaveCount(0);

  // The phone showed no error: typing a wrong one raises none until the form is sent.
  await page.getByTestId('register-phone').fill('abc');
  await expect(page.getByTestId('register-phone-error')).toHaveCount(0);
  // Errors still standing stay.
  await expect(page.getByTestId('register-password-error')).toBeVisible();
  await expect(page.getByTestId('register-country-error')).toBeVisible();
});
