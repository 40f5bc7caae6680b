// The recommendation's gates on the home page: a free user gets the premiumFeature info and the plans; a signed-out
// visitor the login modal; too little text the prompt for 50 characters or a title. No recommendation is shown.
import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { softRoboticsAbstract } from './abstracts';
import { recommendFor } from './recommend-helpers';

test('a free user gets the premium notice and the plan modal', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/id');
  await recommendFor(page, softRoboticsAbstract);
  await expect(page.getByTestId('plan-modal')).toBeVisible();
  await expect(page.getByTestId('toast').first()).toHaveText('Fitur ini khusus untuk pengguna premium.');
  await expect(page.getByTestId('recommendation-results')).toHaveCount(0);
});

test('a signed-out visitor gets the login modal', async ({ page }) => {
  await page.goto('/id');
  await recommendFor(page, softRoboticsAbstract);
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await expect(page.getByTestId('plan-modal')).toHaveCount(0);
  await expect(page.getByTestId('recommendation-results')).toHaveCount(0);
});

test('too short an abstract without a title asks for input', async ({ page }) => {
  await page.goto('/id');
  await recommendFor(page, 'soft robots');
  await expect(page.getByTestId('toast').first()).toHaveText(
    'Masukkan abstrak minimal 50 karakter atau judul jurnal untuk pencarian.',
  );
});
