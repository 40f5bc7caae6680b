import { expect, test } from '@playwright/test';

test("a journal page links to Scimago and to the journal's own site, and shows SJR 2024 beside 2025", async ({ page }) => {
  await page.goto('/id/journal/100147335');
  const scimago = page.getByTestId('journal-scimago-link');
  await expect(scimago).toHaveAttribute('href', 'https://www.scimagojr.com/journalsearch.php?q=100147335&tip=sid');
  await expect(scimago).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(scimago).toHaveAttribute('target', '_blank');
  await expect(scimago).toHaveText('Lihat di Scimago (terbuka di tab baru)');
  const website = page.getByTestId('journal-website-link');
  await expect(website).toHaveAttribute('href', 'https://onlinelibrary.wiley.com/journal/14676281');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(page.getByTestId('journal-website-source')).toHaveText('menurut Wiley Journal Finder');

  // Indonesian numbers, the change from 2024, and the source with both years.
  await expect(page.getByTestId('journal-sjr')).toHaveText('0,762');
  await expect(page.getByTestId('journal-sjr-trend')).toHaveText('(2024: 0,484, ▲ +57%)');
  await expect(page.getByTestId('journal-sjr-entry')).toContainText('naik 57% dari 2024');
  await expect(page.getByTestId('journal-sjr-source')).toHaveText(' · SCImago Journal Rank 2025, 2024');
});

test('in English, a fall reads with its sign, and a journal without a known site has only the Scimago link', async ({ page }) => {
  await page.goto('/en/journal/28773');
  await expect(page.getByTestId('journal-sjr')).toHaveText('104.065');
  await expect(page.getByTestId('journal-sjr-trend')).toHaveText('(2024: 145.004, ▼ −28%)');
  await expect(page.getByTestId('journal-scimago-link')).toHaveAttribute(
    'href',
    'https://www.scimagojr.com/journalsearch.php?q=28773&tip=sid',
  );
  await expect(page.getByTestId('journal-website-link')).toHaveCount(0);
});
