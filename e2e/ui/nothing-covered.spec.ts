// The visitor badge and the compare tray stay in view on every page but cover no card, label or button, wherever the
// page is scrolled (its top, between, its end), on a desktop, a tablet and a 375 px phone: they live in the sticky
// header, which still fits the window.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseForComparison } from '../compare/compare-helpers';
import { contentUnder, desktop, phone } from './page-geometry';

/** Scrolls to `fraction` of the page's scrollable height and waits until the window is there. */
async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  const target = await page.evaluate((share) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const y = Math.round(end * share);
    window.scrollTo(0, y);
    return y;
  }, fraction);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, target);
}

/** At each scroll position, nothing is under any of `covers`, and each is in view. */
async function expectNothingCovered(page: Page, covers: Locator[]): Promise<void> {
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    await scrollToFraction(page, fraction);
    for (const cover of covers) {
      await expect(cover).toBeInViewport();
      expect(await contentUnder(cover), `scrolled to ${fraction * 100}%`).toEqual([]);
    }
  }
}

/** The narrowest window with the full navigation in the header. */
const tablet = { width: 768, height: 1024 } as const;

for (const size of [desktop, tablet, phone]) {
  test(`at ${size.width} px neither the visitor badge nor the compare tray covers a card, label or button`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await page.goto('/id');
    const badge = page.getByTestId('visitor-badge');
    await expect(badge).toHaveText(/\d/);
    const cards = page.getByTestId('journal-card');
    await expect(cards.nth(3)).toBeVisible();
    await chooseForComparison(cards.nth(0));
    await chooseForComparison(cards.nth(1));
    const tray = page.getByTestId('compare-tray');
    await expect(tray.getByTestId('compare-tray-link')).toHaveText('Bandingkan (2)');
    // The filter panel open too: the page's labels and boxes are then on show.
    await page.getByTestId('filter-toggle').click();
    await expect(page.getByTestId('filter-maxApc')).toBeVisible();

    await expectNothingCovered(page, [badge, tray]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}

for (const size of [desktop, phone]) {
  test(`at ${size.width} px the visitor badge covers nothing on a journal page`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/id/journal/28773');
    const badge = page.getByTestId('visitor-badge');
    await expect(badge).toHaveText(/\d/);
    await expectNothingCovered(page, [badge]);
  });
}
