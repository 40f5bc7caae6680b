// A premium user is offered nothing they already have: no subscription box on a journal page, no free export limit
// beside the export button. A free user, signed in, still sees both (so the premium test cannot pass vacuously).
import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { startPremium } from '../recommend/recommend-helpers';

const journalPath = '/id/journal/28773';

// A fresh server renders its first journal page slowly on a busy machine.
test.setTimeout(90_000);

test('a premium user sees no subscription box on a journal page and no free limit beside the export', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto(journalPath);
  await expect(page.getByTestId('journal-title')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(page.getByTestId('journal-subscribe')).toHaveCount(0);
  await expect(page.getByText('Berlangganan Premium')).toHaveCount(0);

  await page.goto('/id');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(page.getByTestId('catalogue-export-note')).toHaveText('Premium: ekspor berisi semua hasil yang cocok.');
  await expect(page.getByText(/Gratis: \d+ jurnal pertama/)).toHaveCount(0);
});

test('a free user, signed in, is still offered the plans on a journal page and told the free export limit', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto(journalPath);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(page.getByTestId('journal-subscribe')).toContainText('Berlangganan Premium');
  await expect(page.getByTestId('journal-subscribe-plans')).toBeVisible();

  await page.goto('/id');
  await expect(page.getByTestId('catalogue-export-note')).toHaveText('Gratis: 4 jurnal pertama (halaman 1). Premium: semua hasil.');
});
