import { expect, type Locator, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

/** The total in 'N jurnal' (dots group thousands in Indonesian). */
async function totalOf(count: Locator): Promise<number> {
  return Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
}

test('the SINTA filters narrow the results, a search pages by 6, and a search without match says so', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/id/sinta');
  const cards = page.getByTestId('sinta-card');
  const count = page.getByTestId('sinta-count');
  await expect(cards).toHaveCount(12);
  // Real answers, not the built-in sample.
  await expect(page.getByTestId('sinta-sample-notice')).toHaveCount(0);
  const everything = await totalOf(count);

  await page.getByTestId('filter-toggle').click();
  await page.getByTestId('sinta-accreditation').selectOption('Sinta 1');
  await expect(page.getByTestId('filter-active-count')).toContainText('Aktif');
  await expect(count).not.toHaveText(`${everything.toLocaleString('id-ID')} jurnal`);
  const firstLevel = await totalOf(count);
  expect(firstLevel).toBeGreaterThan(0);
  expect(firstLevel).toBeLessThan(everything);
  await expect(page.getByTestId('sinta-results')).toHaveAttribute('aria-busy', 'false');
  for (const level of await page.getByTestId('sinta-card-accreditation').allTextContents()) expect(level).toBe('Sinta 1');

  await page.getByTestId('sinta-subject').selectOption('Health');
  await expect(count).not.toHaveText(`${firstLevel.toLocaleString('id-ID')} jurnal`);
  expect(await totalOf(count)).toBeLessThan(firstLevel);
  await expect(page.getByTestId('sinta-results')).toHaveAttribute('aria-busy', 'false');
  for (const subject of await page.getByTestId('sinta-card-subject').allTextContents()) expect(subject).toContain('Health');

  await page.getByTestId('sinta-clear-filters').click();
  await expect(page.getByTestId('filter-active-count')).toHaveCount(0);
  await expect(count).toHaveText(`${everything.toLocaleString('id-ID')} jurnal`);
  await expect(cards).toHaveCount(12);

  // A search shows 6 a page.
  await page.getByTestId('sinta-query').fill('pendidikan');
  await page.getByTestId('sinta-submit').click();
  await expect(cards).toHaveCount(6);

  await page.getByTestId('sinta-query').fill('qzxv tidak ada jurnal seperti ini');
  await page.getByTestId('sinta-submit').click();
  await expect(page.getByTestId('sinta-empty')).toHaveText('Tidak ada hasil ditemukan.');
  await expect(cards).toHaveCount(0);
});
