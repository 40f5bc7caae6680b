// Where journals are chosen, a journal a predatory list is tied to carries a small labelled mark with its page's own
// sourced wording: MDPI's Actuators (Sourceid 21100836581), named by predatoryjournals.org with a link on mdpi.com, on
// a result card, a recommendation card, the compare page and the favourites page; a journal no list names has none.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { recommendFor, startPremium } from '../recommend/recommend-helpers';

// Several pages each, on a server that may have just started.
test.slow();

const actuators = '21100836581';
// Nature Reviews Molecular Cell Biology: on no list.
const clean = '20315';

async function pageWarningTexts(page: Page): Promise<string[]> {
  // The warnings come first in the server's HTML; the similar journals stream after them (the page may still be loading).
  await page.goto(`/en/journal/${actuators}`, { waitUntil: 'commit' });
  await expect(page.getByTestId('journal-list-warnings')).toBeVisible();
  return page.getByTestId('journal-list-warnings').getByTestId('list-warning').allTextContents();
}

async function expectMark(mark: Locator, wording: string[]): Promise<void> {
  // The first call after a start builds the lists' title index: seconds on a busy machine.
  await expect(mark).toBeVisible({ timeout: 30_000 });
  await expect(mark.locator('summary')).toContainText('On a warning list');
  await mark.locator('summary').click();
  await expect(mark.getByTestId('list-warning')).toHaveText(wording);
}

test('a result card and the compare page mark Actuators with its page’s wording, and not a journal on no list', async ({ page }) => {
  const wording = await pageWarningTexts(page);
  expect(wording.length).toBeGreaterThan(0);
  expect(wording[0]).toContain('predatoryjournals.org');

  await page.goto('/en?q=Actuators');
  const card = page.locator(`[data-testid="journal-card"][data-source-id="${actuators}"]`);
  await expectMark(card.getByTestId('predatory-mark'), wording);

  await page.goto(`/en/compare?ids=${actuators},${clean}`);
  const table = page.getByTestId('compare-table');
  await expect(table.getByTestId('compare-journal-name')).toHaveCount(2);
  await expect(table.getByTestId('predatory-mark')).toHaveCount(1);
  await expectMark(table.getByTestId('predatory-mark'), wording);
});

test('the favourites page marks a favourite a list is tied to', async ({ page, request }) => {
  const wording = await pageWarningTexts(page);
  const { token } = await startSignedIn(page, request);
  for (const sourceId of [actuators, clean]) {
    const added = await request.post('/api/favorite/add', { headers: { authorization: `Bearer ${token}` }, data: { sourceId } });
    expect(added.status()).toBe(200);
  }
  await page.goto('/en/favorite');
  const marked = page.locator(`[data-testid="favorite-card"][data-source-id="${actuators}"]`);
  await expect(marked).toHaveAttribute('data-state', 'loaded');
  await expectMark(marked.getByTestId('predatory-mark'), wording);
  const other = page.locator(`[data-testid="favorite-card"][data-source-id="${clean}"]`);
  await expect(other).toHaveAttribute('data-state', 'loaded');
  await expect(other.getByTestId('predatory-mark')).toHaveCount(0);
});

test('a recommendation card marks Actuators', async ({ page, request }) => {
  const wording = await pageWarningTexts(page);
  await startPremium(page, request);
  await page.goto('/en');
  await recommendFor(
    page,
    'Actuators for soft robotics: we design pneumatic and electroactive polymer actuators, model their actuation ' +
      'force and displacement, and control piezoelectric and electromagnetic actuators in precision positioning systems.',
  );
  const results = page.getByTestId('recommendation-results');
  // The first recommendation of a fresh server builds the index.
  await expect(results.getByTestId('journal-card').first()).toBeVisible({ timeout: 45_000 });
  const card = results.locator(`[data-testid="journal-card"][data-source-id="${actuators}"]`);
  await expectMark(card.getByTestId('predatory-mark'), wording);
});

test('on a 375 px phone the mark sits inside its card, readable, and opens to the same wording', async ({ page }) => {
  const wording = await pageWarningTexts(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/id?q=Actuators');
  const card = page.locator(`[data-testid="journal-card"][data-source-id="${actuators}"]`);
  const mark = card.getByTestId('predatory-mark');
  await expect(mark).toBeVisible({ timeout: 30_000 });
  await expect(mark.locator('summary')).toContainText('Tercantum di daftar peringatan');
  const [markBox, cardBox] = await Promise.all([mark.boundingBox(), card.boundingBox()]);
  expect(markBox && cardBox).toBeTruthy();
  // Within the card and the screen: nothing cut off at the phone's edge.
  expect(markBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
  expect(markBox!.x + markBox!.width).toBeLessThanOrEqual(Math.min(cardBox!.x + cardBox!.width, 375) + 0.5);
  await mark.locator('summary').click();
  // The page's own wording, in the page's language: the same sources and links as the English page names.
  await expect(mark.getByTestId('list-warning')).toHaveCount(wording.length);
  await expect(mark.getByTestId('list-warning').first()).toContainText('predatoryjournals.org');
});
