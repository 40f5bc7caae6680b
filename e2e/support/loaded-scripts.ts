// The scripts a page loads from the build (/_next/static/…/*.js), recorded by address and read on demand: a response's
// body is gone once the page navigates, and a script loaded after idle may still be arriving when a test ends, so each
// is fetched again when asked for.
import type { Page } from '@playwright/test';

/** Starts recording; the function returned gives the address and text of every script the page has loaded so far. */
export function recordLoadedScripts(page: Page): () => Promise<{ url: string; text: string }[]> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) urls.add(response.url());
  });
  return () => Promise.all([...urls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })));
}
