// On a phone the search form fills the screen: after 'Cari Jurnal' the results are brought into view, their heading
// below the sticky header.
import { expect, test } from '@playwright/test';
import { phone } from './page-geometry';

test('on a phone a title search brings its results into view', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/id');
  const heading = page.getByTestId('results-heading');
  await expect(heading).not.toBeInViewport();
  await page.getByTestId('search-title-input').fill('cancer');
  await page.getByTestId('search-submit').click();

  await expect(heading).toHaveText('Hasil pencarian untuk “cancer”');
  await expect(heading).toBeInViewport();
  const headerBottom = await page.getByTestId('site-header').evaluate((header) => header.getBoundingClientRect().bottom);
  await expect.poll(async () => (await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
});
