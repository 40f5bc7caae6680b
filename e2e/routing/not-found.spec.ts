import { expect, test } from '@playwright/test';

for (const path of ['/xx', '/xx/about', '/id/no-such-page', '/en/journal-list/1']) {
  test(`${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found.')).toBeVisible();
    await expect(page.getByText('The page you’re looking for doesn’t exist.')).toBeVisible();
    const home = page.getByRole('link', { name: 'Back to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/id$/);
  });
}

test('every public page route exists in both languages', async ({ request }) => {
  const routes = ['', '/journal/28773', '/favorite', '/about', '/pricing', '/invoice/ORDER-1', '/standalone-journals',
    '/publishers', '/new-scopus', '/discontinued-journal', '/sinta'];
  for (const lang of ['id', 'en']) {
    for (const route of routes) {
      const answer = await request.get(`/${lang}${route}`);
      expect(answer.status(), `/${lang}${route}`).toBe(200);
    }
  }
});

test('the not-found page is server-rendered, so visitors without JavaScript and crawlers see it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/xx', '/id/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  }
  await context.close();
});
