import { expect, test } from '@playwright/test';

// A NUL in the home page's query once reached PostgreSQL and answered 500. The page drops the characters the API
// refuses and renders the search for what is left.
test('a NUL in the home page query is dropped: the page renders the search for the rest', async ({ page }) => {
  const answer = await page.goto('/en?q=Can%00cer');
  expect(answer?.status()).toBe(200);
  await expect(page.getByTestId('search-title-input')).toHaveValue('Cancer');
  await expect(page.getByTestId('results-heading')).toContainText('Cancer');
  await expect(page.getByTestId('journal-card-name')).toHaveCount(2);
});

test('a query of only a NUL shows the plain list', async ({ page }) => {
  const answer = await page.goto('/id?q=%00');
  expect(answer?.status()).toBe(200);
  await expect(page.getByTestId('search-title-input')).toHaveValue('');
  await expect(page.getByTestId('journal-card')).toHaveCount(4);
});
