import { expect, test } from '@playwright/test';

test('without JavaScript the home page shows real journals, and a title search still works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/id');
  await expect(page.getByTestId('journal-card')).toHaveCount(4);
  // The catalogue is ordered by SJR rank: the best journal of SJR 2025 comes first.
  await expect(page.getByTestId('journal-card-name').first()).toHaveText('Ca-A Cancer Journal for Clinicians');
  await expect(page.getByTestId('journal-card-name').first()).toHaveAttribute('href', '/id/journal/28773');
  await expect(page.getByTestId('testimonial')).toHaveCount(3);

  // The search form is a plain GET form: the server answers the search.
  await page.getByTestId('search-title-input').fill('cancer');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/id\?q=cancer/);
  await expect(page.getByTestId('journal-card')).toHaveCount(2);
  for (const name of await page.getByTestId('journal-card-name').allTextContents()) expect(name.toLowerCase()).toContain('cancer');
  await context.close();
});
