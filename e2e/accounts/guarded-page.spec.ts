import { expect, test } from '@playwright/test';

for (const path of ['/id/favorite', '/en/standalone-journals', '/id/sinta']) {
  test(`${path} signed out shows 'Login Diperlukan'; OK returns home and opens the login form`, async ({ page }) => {
    await page.goto(path);
    const alert = page.getByTestId('login-required-alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Login Diperlukan');
    await expect(alert).toContainText('Anda harus login terlebih dahulu untuk mengakses halaman ini.');
    await expect(page.getByTestId('page-title')).toHaveCount(0);

    await page.getByTestId('login-required-ok').click();
    const lang = path.split('/')[1];
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('login-username')).toBeFocused();
  });
}
