// A SINTA journal whose website is no address (SINTA publishes "#!" for Kajian Ekonomi dan Keuangan) is starred by its
// SINTA profile URL: it lands in the SINTA tab with its name, never as a Scopus favourite that fails to load; and the
// server refuses to keep it under "#!".
import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

const title = 'Kajian Ekonomi dan Keuangan';

// Three pages and a few calls, on a server that may have just started.
test.slow();

test('a SINTA journal with the website "#!" is a SINTA favourite by its profile URL', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  const refused = await request.post('/api/favorite/add', { headers: { authorization: `Bearer ${token}` }, data: { sourceId: '#!', sourceType: 'sinta' } });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({ message: 'sintaFavoriteIdInvalid', code: 'unprocessable' });

  // Its own page (SINTA profile 2801) offers the star as its card does; its similar journals may still be streaming.
  await page.goto('/id/sinta/2801', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  // The account menu appears once the page has hydrated and read the session: the star then works.
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  const star = page.getByTestId('favorite-button').first();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/favorite/add');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('toast').filter({ hasText: 'Ditambahkan ke favorit!' })).toBeVisible();

  const ids = (await (await request.get('/api/favorite/list', { headers: { authorization: `Bearer ${token}` } })).json()) as string[];
  expect(ids).toHaveLength(1);
  expect(ids[0]).toMatch(/^https:\/\/sinta\.kemdikbud\.go\.id\/journals\/profile\/\d+$/);

  await page.goto('/id/favorite');
  await expect(page.getByTestId('favorite-tab-sinta-count')).toHaveText('1');
  await expect(page.getByTestId('favorite-tab-scopus-count')).toHaveText('0');
  await page.getByTestId('favorite-tab-sinta').click();
  const favorite = page.locator(`[data-testid="favorite-card"][data-source-id="${ids[0]}"]`);
  await expect(favorite).toHaveAttribute('data-state', 'loaded');
  await expect(favorite.getByTestId('favorite-card-title')).toContainText(title);
  await expect(favorite).not.toContainText('Gagal memuat detail');
});
