// The SINTA page's search takes a whole abstract: a signed-in user pastes one and gets SINTA journals ranked by
// relevance, 6 a page, said to be ranked; a journal's exact title still finds that journal first. No ranking beyond
// the exact title is asserted: the engine may change it.
import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { financialLiteracyAbstract } from '../recommend/financial-literacy';

test.setTimeout(60_000);

test('a pasted abstract gets SINTA journals ranked by relevance, and an exact title its journal first', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/id/sinta');
  const cards = page.getByTestId('sinta-card');
  await expect(cards).toHaveCount(12);

  await page.getByTestId('sinta-query').fill(financialLiteracyAbstract);
  await page.getByTestId('sinta-submit').click();
  // The first search of a fresh server may wait for the recommendation index (several seconds).
  await expect(page.getByTestId('sinta-ranked-note')).toHaveText(
    'Diurutkan menurut relevansi dengan teks Anda, dalam bahasa Indonesia atau Inggris: judul yang sama persis lebih dulu.',
    { timeout: 30_000 },
  );
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId('sinta-sample-notice')).toHaveCount(0);
  expect(Number(((await page.getByTestId('sinta-count').textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThan(6);
  // The first page names the abstract's topic (financial literacy), in Indonesian or English.
  const titles = await page.getByTestId('sinta-card-title').allTextContents();
  expect(titles.some((title) => /keuangan|literasi|finan/i.test(title))).toBe(true);
  await page.getByTestId('pager-page-2').click();
  await expect(page.getByTestId('pager-page-2')).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(6);

  await page.getByTestId('sinta-query').fill('jurnal konstitusi');
  await page.getByTestId('sinta-submit').click();
  await expect(cards.first().getByTestId('sinta-card-title')).toHaveText('Jurnal Konstitusi (terbuka di tab baru)');
});
