// On a phone the search form fills the screen: after 'Cari Jurnal' the results (of a title search, or the
// recommendations for an abstract) are brought into view, their heading below the sticky header.
import { expect, test } from '@playwright/test';
import { softRoboticsAbstract } from '../recommend/abstracts';
import { recommendFor, startPremium } from '../recommend/recommend-helpers';
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

test('on a phone "Cari Jurnal" with an abstract brings the recommendations into view', async ({ page, request }) => {
  test.setTimeout(90_000);
  await startPremium(page, request);
  await page.setViewportSize(phone);
  await page.goto('/id');
  const heading = page.getByTestId('results-heading');
  await expect(heading).not.toBeInViewport();
  await recommendFor(page, softRoboticsAbstract);

  const results = page.getByTestId('recommendation-results');
  await expect(results.getByTestId('results-heading')).toHaveText('Rekomendasi jurnal AI');
  await expect(results.getByTestId('results-heading')).toBeInViewport();
  await expect(results.getByTestId('journal-card').first()).toBeVisible({ timeout: 45_000 });
  await expect(results.getByTestId('results-heading')).toBeInViewport();
});
