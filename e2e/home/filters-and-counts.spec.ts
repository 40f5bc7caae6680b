// The filter panel's new filters narrow the results, and its counts follow the search and the other filters: the
// count beside a country is the number of results that choosing it gives. On a 375 px phone the panel opens and its
// filters work without sideways scrolling.
import { expect, test } from '@playwright/test';
import { phone } from '../ui/page-geometry';
import { openCatalogue, optionCount, optionLabelled, resultCount } from './catalogue-helpers';

test('the country counts follow the search, and choosing one gives as many results as it said', async ({ page }) => {
  await openCatalogue(page, '/id');
  await page.getByTestId('filter-toggle').click();
  const indonesia = optionLabelled(page, 'filter-country', 'Indonesia');
  const wholeCatalogue = optionCount(await indonesia.textContent() ?? '');

  await page.getByTestId('search-title-input').fill('journal');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('results-heading')).toHaveText('Hasil pencarian untuk “journal”');
  // The counts are the search's now: fewer Indonesian journals have "journal" in their title than exist.
  await expect.poll(async () => optionCount(await indonesia.textContent() ?? '')).toBeLessThan(wholeCatalogue);
  const inSearch = optionCount(await indonesia.textContent() ?? '');
  expect(inSearch).toBeGreaterThan(0);

  await page.getByTestId('filter-country').selectOption('Indonesia');
  await expect(page).toHaveURL(/\?q=journal&country=Indonesia$/);
  await expect(page.getByTestId('results-count')).toHaveText(`${inSearch.toLocaleString('id-ID')} jurnal`);
  await expect(page.getByTestId('journal-card-country')).toHaveText(['Indonesia', 'Indonesia']);
  await expect(page.getByTestId('filter-active-count')).toHaveText(/^1 aktif/);
});

test('open access diamond and a maximum APC of 0 narrow the list, and clearing the filters brings it back', async ({ page }) => {
  await openCatalogue(page, '/en');
  const count = page.getByTestId('results-count');
  await expect(count).toHaveText(/journals$/);
  const all = resultCount(await count.textContent() ?? '');
  await page.getByTestId('filter-toggle').click();

  const diamond = page.getByTestId('filter-openAccess').locator('option[value="diamond"]');
  const diamondCount = optionCount(await diamond.textContent() ?? '');
  await page.getByTestId('filter-openAccess').selectOption('diamond');
  await expect(count).toHaveText(`${diamondCount.toLocaleString('en')} journals`);
  expect(diamondCount).toBeLessThan(all);

  // A budget of 0 applies on Enter (not on every key), and keeps only journals that charge nothing.
  await page.getByTestId('filter-maxApc').fill('0');
  await page.getByTestId('filter-maxApc').press('Enter');
  await expect(page).toHaveURL(/\?openAccess=diamond&maxApc=0$/);
  await expect.poll(async () => resultCount(await count.textContent() ?? '')).toBeLessThan(diamondCount);
  for (const cost of await page.getByTestId('journal-card-cost').allTextContents()) expect(cost).toMatch(/^(USD|EUR|CHF) 0\b|^no charge\b/);

  await page.getByTestId('filter-reset').click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(count).toHaveText(`${all.toLocaleString('en')} journals`);
  await expect(page.getByTestId('filter-maxApc')).toHaveValue('');
});

test('on a 375 px phone the filters open in their disclosure and the source type narrows the list', async ({ page }) => {
  await page.setViewportSize(phone);
  await openCatalogue(page, '/id');
  await expect(page.getByTestId('filter-type')).toBeHidden();
  await page.getByTestId('filter-toggle').click();
  const type = page.getByTestId('filter-type');
  await expect(type).toBeVisible();
  const bookSeries = optionCount(await type.locator('option[value="book series"]').textContent() ?? '');
  await expect(type.locator('option[value="book series"]')).toHaveText(/^Seri buku \(/);
  await type.selectOption('book series');
  await expect(page).toHaveURL(/\?type=book\+series$/);
  await expect(page.getByTestId('results-count')).toHaveText(`${bookSeries.toLocaleString('id-ID')} jurnal`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

test('the closed panel asks for its counts only when opened; a link with filters opens it with the server counts', async ({ page }) => {
  const calls: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/journal/facets',
    async (route) => {
      calls.push(route.request().url());
      await route.continue();
    },
  );
  await openCatalogue(page, '/id');
  expect(calls).toEqual([]);
  await page.getByTestId('filter-toggle').click();
  await expect(optionLabelled(page, 'filter-country', 'Indonesia')).toHaveCount(1);
  expect(calls).toHaveLength(1);

  calls.length = 0;
  await openCatalogue(page, '/id?quartile=Q1');
  await expect(page.getByTestId('filter-quartile')).toHaveValue('Q1');
  await expect(optionLabelled(page, 'filter-country', 'Indonesia')).toHaveCount(1);
  expect(calls).toEqual([]);
});

test('a panel opened before the page is interactive shows its filters once it is', async ({ page }) => {
  // The page's scripts are held back, so the tap lands on the server's HTML, which the browser opens by itself.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/id', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('filter-toggle').click();
  await expect(page.getByTestId('filter-panel')).toHaveAttribute('open', '');
  release();
  await expect(optionLabelled(page, 'filter-country', 'Indonesia')).toHaveCount(1);
  await expect(page.getByTestId('filter-maxApc')).toBeVisible();
});
