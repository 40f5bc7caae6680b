import { expect, type Page, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

/** Makes the API calls to `paths` fail as a broken server would, in the one error shape. */
async function failCalls(page: Page, paths: string[]): Promise<void> {
  await page.route(
    (url) => paths.includes(url.pathname),
    (route) => route.fulfill({ status: 500, json: { message: 'Internal error', code: 'internal' } }),
  );
}

test('a failed SINTA load shows the built-in sample, every card marked as a sample, with the failure notice', async ({ page, request }) => {
  await startSignedIn(page, request);
  await failCalls(page, ['/api/sinta/list', '/api/sinta/filter-options']);
  await page.goto('/id/sinta');

  await expect(page.getByTestId('toast').filter({ hasText: 'Gagal mengambil data SINTA, menampilkan data dummy.' })).toBeVisible();
  await expect(page.getByTestId('sinta-sample-notice')).toContainText('Gagal mengambil data SINTA, menampilkan data dummy.');
  await expect(page.getByTestId('sinta-card')).toHaveCount(12);
  await expect(page.getByTestId('sinta-card-sample')).toHaveCount(12);

  // The filter options then come from the sample, which holds Sinta 1 to Sinta 4.
  await page.getByTestId('filter-toggle').click();
  const levels = page.getByTestId('sinta-accreditation').locator('option');
  await expect(levels).toHaveText(['Semua akreditasi', 'Sinta 1', 'Sinta 2', 'Sinta 3', 'Sinta 4']);
  await page.getByTestId('sinta-accreditation').selectOption('Sinta 3');
  await expect(page.getByTestId('sinta-card')).toHaveCount(3);
});

// The first page of the new and discontinued lists comes with the page (server-rendered); a search asks the API.
test('a failed new-titles load says "Failed to load journals" and shows no rows', async ({ page }) => {
  await page.goto('/id/new-scopus');
  await expect(page.getByTestId('new-scopus-row')).toHaveCount(20);
  await failCalls(page, ['/api/journal/new']);
  await page.locator('#new-scopus-search').fill('journal');
  await expect(page.getByTestId('toast').filter({ hasText: 'Failed to load journals' })).toBeVisible();
  // The rows shown before do not answer the search: none are left, and the list says it could not be read.
  await expect(page.getByTestId('new-scopus-row')).toHaveCount(0);
  await expect(page.getByTestId('new-scopus-empty')).toBeVisible();
});

test('a failed discontinued load says "Failed to load discontinued journals" and shows no rows', async ({ page }) => {
  await page.goto('/en/discontinued-journal');
  await expect(page.getByTestId('dis-row')).toHaveCount(20);
  await failCalls(page, ['/api/journal/dis']);
  await page.locator('#dis-search').fill('journal');
  await expect(page.getByTestId('toast').filter({ hasText: 'Failed to load discontinued journals' })).toBeVisible();
  await expect(page.getByTestId('dis-row')).toHaveCount(0);
});
