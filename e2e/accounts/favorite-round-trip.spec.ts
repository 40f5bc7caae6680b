import { expect, test } from '@playwright/test';
import { startSignedIn } from './account-helpers';

test('a favourite added on the home page appears on the favourites page and can be removed there', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/id');
  // The account menu appears once the page has hydrated and read the session: the star then works.
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  const card = page.getByTestId('journal-card').first();
  const sourceId = await card.getAttribute('data-source-id');
  const name = (await card.getByTestId('journal-card-name').textContent())?.trim() ?? '';
  expect(sourceId).toBeTruthy();

  const star = card.getByTestId('favorite-button');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toHaveAttribute('title', 'Hapus dari Favorit');
  await expect(page.getByTestId('toast').filter({ hasText: 'Ditambahkan ke favorit!' })).toBeVisible();

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-favorite').click();
  await expect(page.getByTestId('page-title')).toHaveText('Jurnal Favorit');
  await expect(page.getByTestId('favorite-tab-scopus')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('favorite-tab-scopus-count')).toHaveText('1');
  await expect(page.getByTestId('favorite-tab-sinta-count')).toHaveText('0');
  const favorite = page.locator(`[data-testid="favorite-card"][data-source-id="${sourceId}"]`);
  await expect(favorite.getByTestId('favorite-card-title')).toHaveText(name);

  await page.getByTestId('favorite-search').fill('no journal is called this');
  await expect(page.getByTestId('favorite-empty')).toHaveText('Tidak ada hasil pada halaman ini.');
  await page.getByTestId('favorite-search').fill('');

  await favorite.getByTestId('favorite-remove').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Dihapus dari favorit!' })).toBeVisible();
  await expect(page.getByTestId('favorite-empty')).toHaveText('Belum ada favorit di tab Scopus.');
  await expect(page.getByTestId('favorite-tab-scopus-count')).toHaveText('0');

  await page.reload();
  await expect(page.getByTestId('favorite-empty')).toHaveText('Belum ada favorit di tab Scopus.');
});
