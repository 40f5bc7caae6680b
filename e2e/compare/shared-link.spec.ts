import { expect, test } from '@playwright/test';

const journals = [
  { id: '28773', title: 'Ca-A Cancer Journal for Clinicians' },
  { id: '100147335', title: 'Abacus' },
  { id: '19434', title: 'MMWR Recommendations and Reports' },
];
const ids = journals.map((journal) => journal.id).join(',');

test('a shared link shows the same comparison, and becomes the visitor\'s own choice', async ({ page }) => {
  await page.goto(`/en/compare?ids=${ids}`);
  const table = page.getByTestId('compare-table');
  await expect(table.getByTestId('compare-journal-name')).toHaveText(journals.map((journal) => journal.title));
  // English numbers, the trend from 2024, the source of the row; Abacus's Wiley price is the lowest publisher's price.
  const sjr = table.getByTestId('compare-row-sjr');
  await expect(sjr.locator('th')).toContainText('SJR 2025');
  await expect(sjr.locator('th')).toContainText('SCImago Journal Rank 2025, 2024');
  await expect(sjr.locator('td').first()).toContainText('104.065');
  await expect(sjr.locator('td').first()).toContainText('(2024: 145.004, ▼ −28%)');
  const apc = table.getByTestId('compare-row-apc');
  await expect(apc.locator('td[data-source-id="100147335"]')).toContainText('USD 3,570 · Wiley Journal Finder, 2026-08');
  // The others' prices are estimates, which are not ranked: no contest, no mark.
  await expect(apc.locator('td[data-best="true"]')).toHaveCount(0);

  await page.goto('/en');
  await expect(page.getByTestId('compare-tray-link')).toHaveText('Compare (3)');
  await page.getByTestId('compare-tray-link').click();
  await expect(page).toHaveURL(new RegExp(`/en/compare\\?ids=${ids}$`));
});

test('a link naming an unknown journal says which, and offers the others', async ({ page }) => {
  await page.goto('/id/compare?ids=28773,19434,999999999');
  await expect(page.getByTestId('compare-problem')).toContainText('Tidak ada jurnal dengan Source ID 999999999 di katalog.');
  await page.getByTestId('compare-rest').click();
  await expect(page).toHaveURL(/\/id\/compare\?ids=28773,19434$/);
  await expect(page.getByTestId('compare-table').getByTestId('compare-journal-name')).toHaveCount(2);
});

test('a link that is not two to four journals explains what to do', async ({ page }) => {
  for (const query of ['', '?ids=28773', '?ids=28773,28773', '?ids=1,2,3,4,5', '?ids=abc,def']) {
    const response = await page.goto(`/id/compare${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('compare-problem')).toContainText('Pilih 2 sampai 4 jurnal yang berbeda');
  }
});
