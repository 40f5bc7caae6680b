// Every public page starts public/warm-intl.js in a dedicated worker from an inline script at the top of its body
// (components/layout/warm-intl-script.tsx): the script carries the page's nonce, the policy's worker-src admits the
// worker, and the worker stops by itself once it has asked for the number and date formats.
import { expect, test } from '@playwright/test';

for (const path of ['/id', '/en/new-scopus']) {
  test(`${path} starts the Intl worker under its policy, and the worker stops by itself`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    // Listened for as the worker appears (Playwright holds a new worker until it is attached), so its end is not missed.
    const stopped = new Promise<string>((resolve) => {
      page.on('worker', (worker) => worker.once('close', () => resolve(new URL(worker.url()).pathname)));
    });
    await page.goto(path);
    // The worker's own close() ends it while the page stays open.
    expect(await stopped).toBe('/warm-intl.js');
    expect(page.isClosed()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}
