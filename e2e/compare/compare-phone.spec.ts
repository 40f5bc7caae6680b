import { expect, test } from '@playwright/test';
import { compareRows } from './compare-helpers';

test.use({ viewport: { width: 375, height: 800 } });

test('on a 375 px phone the comparison is one card per journal with every row, nothing wider than the screen', async ({ page }) => {
  await page.goto('/id/compare?ids=28773,100147335,19434');
  await expect(page.getByTestId('compare-table')).toBeHidden();
  const cards = page.getByTestId('compare-card');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    for (const row of compareRows) await expect(card.getByTestId(`compare-card-row-${row}`)).toBeVisible();
  }
  await expect(cards.nth(1).getByTestId('compare-card-row-reviewTime')).toContainText('keputusan pertama 72 hari');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
