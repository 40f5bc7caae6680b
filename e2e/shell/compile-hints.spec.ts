// Every script a page loads from the production build starts with V8's compile hint (tooling/compile-hints), so
// Chrome compiles it while streaming it in, off the main thread; the page still starts and hydrates with it.
import { expect, test } from '@playwright/test';
import { compileHint } from '../../tooling/compile-hints/add-compile-hints.mjs';
import { recordLoadedScripts } from '../support/loaded-scripts';

test('every script the new-titles page loads carries the compile hint, and the page still comes alive', async ({ page }) => {
  const loadedScripts = recordLoadedScripts(page);
  await page.goto('/id/new-scopus');
  // Typing filters the list only once React has hydrated the page.
  await page.getByTestId('list-search').fill('zzzz-no-such-journal');
  await expect(page.getByTestId('new-scopus-empty')).toBeVisible();

  const scripts = await loadedScripts();
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(({ text }) => !text.startsWith(compileHint)).map(({ url }) => url)).toEqual([]);
});
