// The sort above the results orders what is shown: by SJR both ways (the SJR of each card read from the journal's
// data), by H index, by quartile (the badges) and by APC (the cards' cost), keeps the choice in the address, and works
// on a 375 px phone.
import { expect, test } from '@playwright/test';
import { phone } from '../ui/page-geometry';
import { openCatalogue, shownSjr } from './catalogue-helpers';

function isOrdered(values: (number | null)[], order: 'asc' | 'desc'): boolean {
  const known = values.filter((value): value is number => value !== null);
  return known.length === values.length && known.every((value, index) => index === 0 || (order === 'asc' ? known[index - 1] <= value : known[index - 1] >= value));
}

test('a search sorted by SJR both ways shows the cards in that SJR order, kept in the address through a reload', async ({ page, request }) => {
  await openCatalogue(page, '/id?q=cancer');
  const sort = page.getByTestId('catalogue-sort');
  const names = page.getByTestId('journal-card-name');
  await expect(sort).toHaveValue('relevance:desc');
  // By relevance the exact title comes first.
  await expect(names.first()).toHaveText('Cancer');

  await sort.selectOption('sjr:asc');
  await expect(page).toHaveURL(/\?q=cancer&sort=sjr&order=asc$/);
  await expect(names).toHaveText(['Revisiones en Cancer', 'Cancer and Chemotherapy Reviews']);
  const lowest = await shownSjr(page, request);
  expect(isOrdered(lowest, 'asc')).toBe(true);

  await sort.selectOption('sjr:desc');
  await expect(names.first()).toHaveText('Ca-A Cancer Journal for Clinicians');
  const highest = await shownSjr(page, request);
  expect(isOrdered(highest, 'desc')).toBe(true);
  expect(highest[highest.length - 1]).toBeGreaterThan(lowest[0] ?? Infinity);

  await sort.selectOption('hIndex:desc');
  await expect(names.first()).toHaveText('Nature Reviews Cancer');

  await page.reload();
  await expect(sort).toHaveValue('hIndex:desc');
  await expect(names.first()).toHaveText('Nature Reviews Cancer');
});

test('sorting by quartile puts Q4 first one way and Q1 first the other', async ({ page }) => {
  await openCatalogue(page, '/en?q=cancer');
  const badges = page.getByTestId('journal-card').getByTestId('quartile-badge');
  await page.getByTestId('catalogue-sort').selectOption('quartile:desc');
  await expect(badges).toHaveText([/Q4$/, /Q4$/]);
  await page.getByTestId('catalogue-sort').selectOption('quartile:asc');
  await expect(badges).toHaveText([/Q1$/, /Q1$/]);
});

test('on a 375 px phone the sort is in reach and the cheapest APC comes first', async ({ page }) => {
  await page.setViewportSize(phone);
  await openCatalogue(page, '/id');
  const sort = page.getByTestId('catalogue-sort');
  await sort.scrollIntoViewIfNeeded();
  await expect(sort).toBeInViewport({ ratio: 1 });
  await sort.selectOption('apc:asc');
  await expect(page).toHaveURL(/sort=apc&order=asc/);
  // The cheapest are the journals that charge nothing: a diamond journal reads "tanpa biaya" (no charge).
  const free = /^(USD 0\b|tanpa biaya)/;
  await expect(page.getByTestId('journal-card-cost')).toHaveText([free, free, free, free]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});
