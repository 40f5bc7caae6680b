// The home page's filters apply to the recommendations: a premium user sets a maximum APC and a country, pastes an
// abstract and clicks "Cari Jurnal"; the call carries the filters, every journal recommended (on every page of the
// results) is in that country and within that budget by the journal's own figures, and the line under the results says
// how many of the best matches each filter left out, as the answer counted them.
import { expect, type Locator, test } from '@playwright/test';
import { optionLabelled } from '../home/catalogue-helpers';
import { softRoboticsAbstract } from './abstracts';
import { isRecommendCall, startPremium } from './recommend-helpers';

test.setTimeout(120_000);

const COUNTRY = 'United Kingdom';
const MAX_APC_USD = 2000;
// The catalogue's fixed rates (lib/catalogue/apc-in-usd.ts).
const USD_PER_UNIT: Record<string, number> = { USD: 1, EUR: 1.2, CHF: 1.25 };

interface JournalAnswer {
  Country: string | null;
  apc: { amount: number; currency: string | null } | null;
  isOpenAccessDiamond: boolean;
}

interface LeftOutAnswer {
  leftOut: { total: number; byFilter: Record<string, number> };
}

/** The Sourceid of every recommended journal, page by page (the recommendations are paged in the browser). */
async function idsOnEveryPage(results: Locator): Promise<string[]> {
  const ids: string[] = [];
  const isPaged = (await results.getByTestId('pager').count()) > 0;
  for (let shown = 1; ; shown += 1) {
    if (isPaged) await expect(results.getByTestId(`pager-page-${shown}`)).toHaveAttribute('aria-current', 'page');
    const cards = results.getByTestId('journal-card');
    ids.push(...(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-source-id') ?? ''))));
    const next = results.getByTestId('pager-next');
    if (!isPaged || (await next.isDisabled())) return ids;
    await next.click();
  }
}

test('maximum APC and country set before "Cari Jurnal" apply to every recommendation, and the results say what they left out', async ({
  page,
  request,
}) => {
  await startPremium(page, request);
  await page.goto('/id');
  await page.getByTestId('filter-toggle').click();
  await expect(optionLabelled(page, 'filter-country', COUNTRY)).toHaveCount(1);
  await page.getByTestId('filter-country').selectOption(COUNTRY);
  await page.getByTestId('filter-maxApc').fill(String(MAX_APC_USD));
  await page.getByTestId('filter-maxApc').press('Enter');
  await expect(page.getByTestId('filter-active-count')).toHaveText(/^2 aktif/);

  await page.getByTestId('search-abstract-input').fill(softRoboticsAbstract);
  const answered = page.waitForResponse((response) => isRecommendCall(response.url()) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Cari Jurnal', exact: true }).click();
  const response = await answered;
  expect(new URL(response.url()).searchParams.get('view')).toBe('full');
  expect(response.request().postDataJSON().filters).toEqual({ country: COUNTRY, maxApc: String(MAX_APC_USD) });
  const { leftOut } = (await response.json()) as LeftOutAnswer;

  const results = page.getByTestId('recommendation-results');
  // The first recommendation of a fresh server may wait for the index (several seconds).
  await expect(results.getByTestId('journal-card').first()).toBeVisible({ timeout: 45_000 });
  const ids = await idsOnEveryPage(results);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    const journal = (await (await request.get(`/api/journal/${id}`)).json()) as JournalAnswer;
    expect(journal.Country, id).toBe(COUNTRY);
    const { apc } = journal;
    const usd = apc ? apc.amount * (USD_PER_UNIT[(apc.currency ?? 'USD').toUpperCase()] ?? Number.NaN) : null;
    // A known price within the budget, or no price at all for a diamond journal (it charges none).
    expect(usd === null ? journal.isOpenAccessDiamond : usd <= MAX_APC_USD, id).toBe(true);
  }

  // Among the 50 best soft-robotics matches many journals are elsewhere or dearer: the line names both filters.
  expect(leftOut.total).toBeGreaterThan(0);
  const line = results.getByTestId('recommendation-left-out');
  await expect(line).toContainText(`Dari 50 jurnal paling cocok, ${leftOut.total} tersaring oleh filter:`);
  for (const [filter, name] of [['country', 'negara'], ['maxApc', 'APC maksimum']] as const) {
    if (leftOut.byFilter[filter]! > 0) await expect(line).toContainText(`${leftOut.byFilter[filter]} oleh ${name}`);
  }
});
