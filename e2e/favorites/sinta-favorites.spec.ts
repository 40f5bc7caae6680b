import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

interface SintaJournal {
  Title: string;
  'Current Accreditation': string;
  'Subject Area': string;
  Website: string;
  favoriteId: string;
}

test('SINTA favourites show their name, SINTA level and subject, and the SINTA tab searches their names', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  const headers = { 'x-auth-token': token };
  const list = await request.get('/api/sinta/list?accreditation=Sinta%202&limit=60', { headers });
  expect(list.status()).toBe(200);
  const journals = ((await list.json()) as { data: SintaJournal[] }).data;
  const withSubject = journals.find((journal) => journal['Subject Area'] !== 'Tidak ada subjek');
  const other = journals.find((journal) => journal !== withSubject);
  expect(withSubject).toBeDefined();
  expect(other).toBeDefined();
  for (const journal of [withSubject!, other!]) {
    const added = await request.post('/api/favorite/add', { headers, data: { sourceId: journal.favoriteId, sourceType: 'sinta' } });
    expect(added.status()).toBe(200);
  }

  await page.goto('/en/favorite');
  await expect(page.getByTestId('favorite-tab-sinta-count')).toHaveText('2');
  await page.getByTestId('favorite-tab-sinta').click();
  const card = page.locator(`[data-testid="favorite-card"][data-source-id="${withSubject!.favoriteId}"]`);
  await expect(card).toHaveAttribute('data-state', 'loaded');
  const title = card.getByTestId('favorite-card-title');
  await expect(title).toContainText(withSubject!.Title);
  await expect(title).toHaveAttribute('href', withSubject!.favoriteId);
  await expect(title).toHaveAttribute('target', '_blank');
  await expect(card.getByTestId('favorite-card-sinta-level')).toHaveText('Sinta 2');
  await expect(card.getByTestId('favorite-card-field')).toHaveText(withSubject!['Subject Area']);
  await expect(card).not.toContainText('details coming soon');
  await expect(page.getByTestId('favorite-card')).toHaveCount(2);

  // A word of the first name that the other name lacks narrows the tab to the first journal.
  const word = withSubject!.Title.split(/\s+/).find((part) => part.length >= 4 && !other!.Title.toLowerCase().includes(part.toLowerCase()));
  expect(word).toBeDefined();
  await page.getByTestId('favorite-search').fill(word!.toUpperCase());
  await expect(page.getByTestId('favorite-card')).toHaveCount(1);
  await expect(page.getByTestId('favorite-card')).toHaveAttribute('data-source-id', withSubject!.favoriteId);
});
