import { expect, test } from '@playwright/test';

test('the Q1 filter leaves only Q1 badges and resets to page 1', async ({ page }) => {
  // "Indonesia" (Q2) is the exact match and comes first, so before the filter a non-Q1 badge is on screen.
  await page.goto('/id?q=Indonesia');
  const badges = page.getByTestId('journal-card').getByTestId('quartile-badge');
  await expect(badges.filter({ hasNotText: 'Q1' })).not.toHaveCount(0);

  await page.getByTestId('filter-toggle').click();
  await page.getByTestId('filter-quartile').selectOption('Q1');

  await expect(page).toHaveURL(/quartile=Q1/);
  await expect(badges.filter({ hasNotText: 'Q1' })).toHaveCount(0);
  await expect(badges.first()).toHaveText(/Q1$/);
  for (const name of await page.getByTestId('journal-card-name').allTextContents()) {
    expect(name.toLowerCase()).toContain('indonesia');
  }
  await expect(page.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');
});
