// The SINTA switch beside the home page's AI search: it follows the abstract's language (on for Indonesian, off for
// English) until the researcher sets it; a premium user's Indonesian abstract gets SINTA and Scopus journals in one
// list, and switching SINTA off asks again for Scopus journals only. No ranking is asserted: the engine may change it.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { softRoboticsAbstract } from './abstracts';
import { financialLiteracyAbstract } from './financial-literacy';
import { startPremium } from './recommend-helpers';

// The first recommendation of a fresh server may wait for the index (several seconds).
const FIRST_RESULTS_TIMEOUT = 45_000;
test.setTimeout(120_000);

const isSinta = (level: string) => /^Sinta [1-6]$/.test(level);

/** The quartile badge of every recommended journal, page by page (the recommendations are paged in the browser). */
async function levelsOnEveryPage(results: Locator): Promise<string[]> {
  const levels: string[] = [];
  const isPaged = (await results.getByTestId('pager').count()) > 0;
  for (let shown = 1; ; shown += 1) {
    if (isPaged) await expect(results.getByTestId(`pager-page-${shown}`)).toHaveAttribute('aria-current', 'page');
    const badges = results.getByTestId('journal-card').getByTestId('quartile-badge');
    levels.push(...(await badges.evaluateAll((all) => all.map((badge) => badge.getAttribute('data-quartile') ?? ''))));
    const next = results.getByTestId('pager-next');
    if (!isPaged || (await next.isDisabled())) return levels;
    await next.click();
  }
}

/** What the next recommendation call asks, once `act` has triggered it. */
async function recommendCallOf(page: Page, act: () => Promise<void>): Promise<{ includeSinta?: boolean }> {
  const call = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/ai/recommend' && request.method() === 'POST');
  await act();
  return (await call).postDataJSON() as { includeSinta?: boolean };
}

test('an Indonesian abstract gets SINTA and Scopus journals, and SINTA can be switched off', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/id');
  const abstract = page.getByTestId('search-abstract-input');
  const sinta = page.getByRole('switch', { name: 'Sertakan jurnal SINTA (jurnal Indonesia terakreditasi)' });
  await expect(sinta).not.toBeChecked();
  await abstract.fill(softRoboticsAbstract);
  await expect(sinta).not.toBeChecked();
  await abstract.fill(financialLiteracyAbstract);
  await expect(sinta).toBeChecked();

  const asked = await recommendCallOf(page, () => page.getByTestId('search-submit').click());
  expect(asked.includeSinta).toBe(true);
  const results = page.getByTestId('recommendation-results');
  await expect(results.getByTestId('journal-card').first()).toBeVisible({ timeout: FIRST_RESULTS_TIMEOUT });
  const levels = await levelsOnEveryPage(results);
  expect(levels.filter(isSinta).length).toBeGreaterThan(0);
  expect(levels.filter((level) => !isSinta(level)).length).toBeGreaterThan(0);

  // Switching SINTA off asks again for the recommendations on show, without SINTA.
  const again = await recommendCallOf(page, () => sinta.uncheck());
  expect(again.includeSinta).toBe(false);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.getByTestId('journal-card').first()).toBeVisible();
  const scopusOnly = await levelsOnEveryPage(results);
  expect(scopusOnly.length).toBeGreaterThan(0);
  expect(scopusOnly.filter(isSinta)).toEqual([]);

  // The researcher's choice stays for the next abstract, whatever its language.
  await abstract.fill(`${financialLiteracyAbstract} Kata kunci: literasi keuangan, mahasiswa.`);
  await expect(sinta).not.toBeChecked();
});

test('the switch is labelled in English, and an English abstract leaves SINTA out until asked', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/en');
  const sinta = page.getByRole('switch', { name: 'Include SINTA journals (accredited Indonesian journals)' });
  await page.getByTestId('search-abstract-input').fill(softRoboticsAbstract);
  await expect(sinta).not.toBeChecked();
  await sinta.check();
  const asked = await recommendCallOf(page, () => page.getByTestId('search-submit').click());
  expect(asked.includeSinta).toBe(true);
  await expect(page.getByTestId('recommendation-results').getByTestId('journal-card').first()).toBeVisible({
    timeout: FIRST_RESULTS_TIMEOUT,
  });
});
