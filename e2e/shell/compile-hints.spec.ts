// Every script a page loads from the production build starts with V8's compile hint (tooling/compile-hints), so
// Chrome compiles it while streaming it in, off the main thread; the page still starts and hydrates with it.
import { expect, test } from '@playwright/test';
import { compileHint } from '../../tooling/compile-hints/add-compile-hints.mjs';

test('every script the new-titles page loads carries the compile hint, and the page still comes alive', async ({ page }) => {
  // Addresses only: a script loaded after idle (the live count) may still be arriving when the test ends, so each is
  // fetched afterwards.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) scripts.add(response.url());
  });
  await page.goto('/id/new-scopus');
  // Typing filters the list only once React has hydrated the page.
  await page.getByTestId('list-search').fill('zzzz-no-such-journal');
  await expect(page.getByTestId('new-scopus-empty')).toBeVisible();

  expect(scripts.size).toBeGreaterThan(3);
  const withoutHint: string[] = [];
  for (const url of scripts) if (!(await (await page.request.get(url)).text()).startsWith(compileHint)) withoutHint.push(url);
  expect(withoutHint).toEqual([]);
});
