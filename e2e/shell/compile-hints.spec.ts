// Every script a page loads from the production build starts with V8's compile hint (tooling/compile-hints), so
// Chrome compiles it while streaming it in, off the main thread; the page still starts and hydrates with it.
import { expect, test } from '@playwright/test';
import { compileHint } from '../../tooling/compile-hints/add-compile-hints.mjs';

test('every script the new-titles page loads carries the compile hint, and the page still comes alive', async ({ page }) => {
  const scripts: Promise<{ path: string; text: string }>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) {
      scripts.push(response.text().then((text) => ({ path: pathname, text })));
    }
  });
  await page.goto('/id/new-scopus');
  // Typing filters the list only once React has hydrated the page.
  await page.getByTestId('list-search').fill('zzzz-no-such-journal');
  await expect(page.getByTestId('new-scopus-empty')).toBeVisible();

  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.filter(({ text }) => !text.startsWith(compileHint)).map(({ path }) => path)).toEqual([]);
});
