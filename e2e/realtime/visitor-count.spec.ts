import { expect, type Page, test } from '@playwright/test';

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('visitor-badge');
  await expect(badge).toHaveText(/Pengunjung situs saat ini: \d+/);
  return Number((await badge.textContent())?.match(/(\d+)/)?.[1]);
}

test('the live badge rises when a second browser opens the site and falls when it closes', async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto('/id');
  const before = await badgeCount(firstPage);
  expect(before).toBeGreaterThanOrEqual(1);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto('/en/about');
  const badge = firstPage.getByTestId('visitor-badge');
  await expect(badge).toHaveText(`Pengunjung situs saat ini: ${before + 1}`);
  await expect(secondPage.getByTestId('visitor-badge')).toHaveText(`Pengunjung situs saat ini: ${before + 1}`);

  // A second tab of the same browser session is the same visitor.
  const secondTab = await second.newPage();
  await secondTab.goto('/id/pricing');
  await expect(secondTab.getByTestId('visitor-badge')).toHaveText(`Pengunjung situs saat ini: ${before + 1}`);

  await second.close();
  await expect(badge).toHaveText(`Pengunjung situs saat ini: ${before}`);
  await first.close();
});
