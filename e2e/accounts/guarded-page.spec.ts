import { expect, test } from '@playwright/test';

// The spec's Indonesian texts on /id, and the same said in English on /en.
const guardTexts = {
  id: ['Login Diperlukan', 'Anda harus login terlebih dahulu untuk mengakses halaman ini.'],
  en: ['Login Required', 'You must log in first to open this page.'],
} as const;

for (const path of ['/id/favorite', '/en/standalone-journals', '/id/sinta']) {
  test(`${path} signed out shows the login guard; OK returns home and opens the login form`, async ({ page }) => {
    await page.goto(path);
    const alert = page.getByTestId('login-required-alert');
    await expect(alert).toBeVisible();
    const [title, text] = guardTexts[path.split('/')[1] as keyof typeof guardTexts];
    await expect(alert).toContainText(title);
    await expect(alert).toContainText(text);
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
