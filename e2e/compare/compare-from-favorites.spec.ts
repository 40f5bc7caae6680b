import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { chooseForComparison } from './compare-helpers';

test('two Scopus favourites are compared from the favourites page', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  for (const sourceId of ['28773', '100147335']) {
    const added = await request.post('/api/favorite/add', { headers: { 'x-auth-token': token }, data: { sourceId, sourceType: 'scopus' } });
    expect(added.status()).toBe(200);
  }
  await page.goto('/en/favorite');
  const favorites = page.getByTestId('favorite-card');
  await expect(favorites).toHaveCount(2);
  for (const favorite of await favorites.all()) {
    await expect(favorite).toHaveAttribute('data-state', 'loaded');
    await chooseForComparison(favorite);
  }
  await page.getByTestId('compare-tray-link').click();
  await expect(page).toHaveURL(/\/en\/compare\?ids=(28773,100147335|100147335,28773)$/);
  await expect(page.getByTestId('compare-table').getByTestId('compare-journal-name')).toHaveCount(2);
});
