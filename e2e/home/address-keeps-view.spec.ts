// The search, filters, sort and page live in the address: a shared link opens the same view (rendered so by the
// server, not the default list first), back and forward move between views, a premium user's page survives a reload,
// and a later page in a link is refused to a visitor who may not open it, with the paging rules.
import { expect, test } from '@playwright/test';
import { openCatalogue } from './catalogue-helpers';
import { startSignedIn } from '../accounts/account-helpers';
import { recordLoadedScripts } from '../support/loaded-scripts';
import { startPremium } from '../recommend/recommend-helpers';

const sharedView = '/id?q=cancer&quartile=Q4&sort=sjr&order=asc';

test('a shared link is rendered by the server as its own view, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(sharedView);
  await expect(page.getByTestId('journal-card-name')).toHaveText(['Revisiones en Cancer', 'Cancer and Chemotherapy Reviews']);
  await expect(page.getByTestId('catalogue-sort')).toHaveValue('sjr:asc');
  await expect(page.getByTestId('filter-quartile')).toHaveValue('Q4');
  await context.close();
});

test('a shared link opens the same view, and back and forward move between the views', async ({ page }) => {
  await openCatalogue(page, sharedView);
  const names = page.getByTestId('journal-card-name');
  const quartile = page.getByTestId('filter-quartile');
  await expect(names.first()).toHaveText('Revisiones en Cancer');
  await expect(quartile).toHaveValue('Q4');
  await expect(page.getByTestId('search-title-input')).toHaveValue('cancer');
  const q4Count = await page.getByTestId('results-count').textContent();

  await quartile.selectOption('Q1');
  await expect(page).toHaveURL(/quartile=Q1/);
  await expect(page.getByTestId('quartile-badge').first()).toHaveText(/Q1$/);

  await page.goBack();
  await expect(page).toHaveURL(sharedView);
  await expect(quartile).toHaveValue('Q4');
  await expect(names.first()).toHaveText('Revisiones en Cancer');
  await expect(page.getByTestId('results-count')).toHaveText(q4Count ?? '');

  await page.goForward();
  await expect(quartile).toHaveValue('Q1');
  await expect(page.getByTestId('quartile-badge').first()).toHaveText(/Q1$/);
});

// zod's error class is named in every build of it.
const zodMarker = 'ZodError';

test('the first load carries no schema code; the address is read with it only once it changes under the page', async ({ page }) => {
  const loadedScripts = recordLoadedScripts(page);
  await openCatalogue(page, sharedView);
  const quartile = page.getByTestId('filter-quartile');
  await expect(quartile).toHaveValue('Q4');
  expect((await loadedScripts()).some(({ text }) => text.includes(zodMarker))).toBe(false);

  await quartile.selectOption('Q1');
  await expect(page).toHaveURL(/quartile=Q1/);
  await page.goBack();
  await expect(quartile).toHaveValue('Q4');
  expect((await loadedScripts()).some(({ text }) => text.includes(zodMarker))).toBe(true);
});

test('a premium user keeps the page through a reload, and back returns to page 1', async ({ page, request }) => {
  await startPremium(page, request);
  await openCatalogue(page, '/id?q=cancer');
  const names = page.getByTestId('journal-card-name');
  await expect(names.first()).toHaveText('Cancer');
  const firstPage = await names.allTextContents();

  await page.getByTestId('pager-page-3').click();
  await expect(page).toHaveURL(/\?q=cancer&page=3$/);
  await expect(page.getByTestId('pager-page-3')).toHaveAttribute('aria-current', 'page');
  await expect(names.first()).not.toHaveText(firstPage[0]);
  const thirdPage = await names.allTextContents();

  await page.reload();
  await expect(page.getByTestId('pager-page-3')).toHaveAttribute('aria-current', 'page');
  await expect(names).toHaveText(thirdPage);

  await page.goBack();
  await expect(page).toHaveURL(/\?q=cancer$/);
  await expect(names).toHaveText(firstPage);
});

test('a link to page 3 opens page 1 for a signed-out visitor and asks them to log in', async ({ page }) => {
  await openCatalogue(page, '/id?q=cancer&page=3');
  await expect(page.getByTestId('toast')).toHaveText('Login diperlukan untuk membuka halaman berikutnya.');
  await expect(page).toHaveURL(/\?q=cancer$/);
  await expect(page.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('journal-card-name').first()).toHaveText('Cancer');
});

test('a link to page 2 shows a signed-in free user the plans and page 1', async ({ page, request }) => {
  await startSignedIn(page, request);
  await openCatalogue(page, '/en?q=cancer&page=2');
  await expect(page.getByTestId('plan-modal').getByRole('heading', { name: 'Choose a Premium plan' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=cancer$/);
  await expect(page.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');
});
