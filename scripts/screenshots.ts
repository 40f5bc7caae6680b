// The README's screenshots (docs/screenshots/*.png), taken in Debian's Chromium from a running server:
//   npm start   (in another terminal), then   npx tsx scripts/screenshots.ts [http://localhost:3000]
// Every view is the product's own, on the real data: a premium user is registered and pays in the local payment
// sandbox, as a customer of a trial install would. Desktop 1280 px wide, phone 375 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page, request as apiRequest } from '@playwright/test';
import { registerAndLogIn, startWithToken } from '../e2e/accounts/account-helpers';
import { createInvoice, payInSandbox } from '../e2e/premium/billing-helpers';
import { financialLiteracyAbstract } from '../e2e/recommend/financial-literacy';

const base = process.argv[2] ?? 'http://localhost:3000';
const folder = path.join(process.cwd(), 'docs', 'screenshots');
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

async function shoot(browser: Browser, name: string, address: string, options: {
  viewport?: { width: number; height: number };
  token?: string;
  fullPage?: boolean;
  act?: (page: Page) => Promise<void>;
} = {}): Promise<void> {
  const context = await browser.newContext({ viewport: options.viewport ?? desktop, baseURL: base });
  const page = await context.newPage();
  if (options.token) await startWithToken(page, options.token, true);
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await options.act?.(page);
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: options.fullPage ?? false });
  await context.close();
  console.log(`docs/screenshots/${name}.png`);
}

async function main(): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const request = await apiRequest.newContext({ baseURL: base });
  const { token } = await registerAndLogIn(request);
  await payInSandbox(request, token, await createInvoice(request, token, '1-month'));
  // Three well-known journals of one field for the comparison: the first of an SJR-sorted search.
  const found = await request.get('/api/journal/search?q=ecology&quartile=Q1&sort=sjr');
  const { data } = (await found.json()) as { data: { Sourceid: number }[] };
  const ids = data.slice(0, 3).map((journal) => journal.Sourceid).join(',');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const browse = '/id?q=cancer&quartile=Q1&openAccess=yes&sort=sjr';
    await shoot(browser, 'home-sort-filters', browse, { token, fullPage: true });
    await shoot(browser, 'home-sort-filters-phone', browse, { viewport: phone, token });
    await shoot(browser, 'compare', `/id/compare?ids=${ids}`, { token, fullPage: true });
    await shoot(browser, 'compare-phone', `/id/compare?ids=${ids}`, { viewport: phone, token });
    await shoot(browser, 'journal-page', `/id/journal/${data[0]!.Sourceid}`, { fullPage: true });
    await shoot(browser, 'journal-history', `/id/journal/${data[0]!.Sourceid}`, {
      act: async (page) => {
        // The charts load once their place is seen: scroll to them, wait for both, then put them below the header.
        await page.getByTestId('journal-history-source').scrollIntoViewIfNeeded();
        await page.getByTestId('journal-history-documents-canvas').waitFor();
        await page.getByTestId('journal-history-source').evaluate((source) => {
          window.scrollTo(0, source.getBoundingClientRect().top + window.scrollY - 160);
        });
        await page.waitForLoadState('networkidle');
      },
    });
    await shoot(browser, 'account', '/id/account', { token });
    await shoot(browser, 'recommend-sinta', '/id', {
      token,
      act: async (page) => {
        await page.getByTestId('search-abstract-input').fill(financialLiteracyAbstract);
        await page.getByTestId('search-submit').click();
        const results = page.getByTestId('recommendation-results');
        await results.getByTestId('journal-card').first().waitFor();
        // Below the sticky header: the recommendations' heading at the top of the view.
        await results.getByTestId('results-heading').evaluate((heading) => {
          window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 96);
        });
      },
    });
  } finally {
    await browser.close();
    await request.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
