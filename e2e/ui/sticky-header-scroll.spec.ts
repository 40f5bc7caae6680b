// The sticky header never hides where the visitor lands: a journal opened from a card starts at its top with the back
// link in full view, going back finds the list where it was, and the skip link's jump stops below the header.
import { expect, test, type Locator, type Page } from '@playwright/test';

const headerBottom = (page: Page) => page.getByTestId('site-header').evaluate((header) => header.getBoundingClientRect().bottom);
const topOf = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().top);

test('a journal opened from a card, with the list scrolled a little, starts at its top below the header', async ({ page }) => {
  // Tall enough for the first card to show while the page is scrolled only 55 px.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/id');
  const card = page.getByTestId('journal-card-name').first();
  await expect(card).toBeInViewport();
  await page.mouse.wheel(0, 55);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(55);
  await card.click();

  const back = page.getByTestId('journal-back-link');
  await expect(back).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await topOf(back)).toBeGreaterThanOrEqual(await headerBottom(page));

  await page.goBack();
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(55);
});

test('the skip link jumps to the content with its heading below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/id/pricing');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Langsung ke konten utama' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  const title = page.getByTestId('page-title');
  await expect(title).toBeInViewport();
  expect(await topOf(title)).toBeGreaterThanOrEqual(await headerBottom(page));
  expect(await topOf(page.locator('#main'))).toBeGreaterThanOrEqual(await headerBottom(page));
});
