// A new recommendation starts at page 1: a researcher on page 2 of one abstract's journals who submits another
// abstract sees the new list's first page, never its page 2 as if those were the best matches.
import { expect, test } from '@playwright/test';
import { softRoboticsAbstract } from './abstracts';
import { financialLiteracyAbstract } from './financial-literacy';
import { startPremium } from './recommend-helpers';

test.setTimeout(120_000);

test('a new abstract opens its recommendations on page 1', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/en');
  const abstract = page.getByTestId('search-abstract-input');
  await abstract.fill(softRoboticsAbstract);
  await page.getByTestId('search-submit').click();
  const results = page.getByTestId('recommendation-results');
  // The first recommendation of a fresh server may wait for the index (several seconds).
  await expect(results.getByTestId('journal-card').first()).toBeVisible({ timeout: 45_000 });
  await results.getByTestId('pager-page-2').click();
  await expect(results.getByTestId('pager-page-2')).toHaveAttribute('aria-current', 'page');

  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/ai/recommend');
  await abstract.fill(financialLiteracyAbstract);
  await page.getByTestId('search-submit').click();
  await asked;
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');
});
