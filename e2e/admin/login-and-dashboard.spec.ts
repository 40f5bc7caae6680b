import { expect, test } from '@playwright/test';
import { e2eAdmin, readAdminStorage } from './admin-helpers';

test('an admin logs in with the form and sees the user figures, the visit charts and the countries help', async ({ page }) => {
  // A visit of the public site first, so the device and browser charts have something to draw.
  const tracked = page.waitForResponse((response) => response.url().includes('/api/analytics/track-visit'));
  await page.goto('/id');
  await tracked;

  await page.goto('/masuk404/login');
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByTestId('admin-login-error')).toBeVisible();
  expect(await readAdminStorage(page)).toEqual([null, null]);

  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/masuk404\/dashboard$/);
  await expect(page.getByTestId('admin-welcome')).toContainText('Welcome');
  const [token, details] = await readAdminStorage(page);
  expect(token).toBeTruthy();
  expect(JSON.parse(details ?? '{}')).toMatchObject({ username: e2eAdmin.username });

  for (const label of ['Total Users', 'Premium Users', 'Free Users', 'New This Month', 'Expiring Soon']) {
    await expect(page.getByTestId('admin-user-stats').getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('visits-today')).toContainText("Today's Visits");
  await expect(page.getByTestId('device-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('browser-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('daily-visits-chart').locator('canvas')).toBeVisible();
  // The e2e server has no Search Console credentials: the panel says how to configure them.
  await expect(page.getByTestId('countries-not-configured')).toContainText('GSC_PRIVATE_KEY');
  await expect(page.getByTestId('quick-view-reports')).toBeDisabled();
});

test('/masuk404 shows the dashboard too, and Sign out goes back to the login', async ({ page }) => {
  await page.goto('/masuk404/login');
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/masuk404\/dashboard$/);

  await page.goto('/masuk404');
  await expect(page.getByTestId('admin-user-stats')).toBeVisible();
  await page.getByTestId('admin-sign-out').click();
  await expect(page).toHaveURL(/\/masuk404\/login$/);
  expect(await readAdminStorage(page)).toEqual([null, null]);
});
