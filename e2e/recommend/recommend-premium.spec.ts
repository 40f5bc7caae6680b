// A premium user pastes an abstract on the home page and gets recommended journals with score and reasons:
// an English one about soft robotics, an Indonesian one about machine learning for rice plant disease detection
// (SINTA journals included by default, as for every Indonesian abstract).
import { expect, test } from '@playwright/test';
import { riceDiseaseAbstract, softRoboticsAbstract } from './abstracts';
import { isRecommendCall, recommendFor, startPremium } from './recommend-helpers';

// The first recommendation of a fresh server builds the index (several seconds).
const FIRST_RESULTS_TIMEOUT = 45_000;
test.setTimeout(90_000);

test('an English soft robotics abstract gets robotics journals with their reasons, then back to the list', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/en');
  await expect(page.getByTestId('abstract-privacy')).toHaveText('Your abstract is never stored or logged.');
  await recommendFor(page, softRoboticsAbstract);

  const results = page.getByTestId('recommendation-results');
  const cards = results.getByTestId('journal-card');
  await expect(cards.first()).toBeVisible({ timeout: FIRST_RESULTS_TIMEOUT });
  await expect(results.getByTestId('results-heading')).toHaveText('AI journal recommendations');
  // Ten a page, paged client-side.
  await expect(cards).toHaveCount(10);
  await expect(cards.getByTestId('journal-card-name').filter({ hasText: /Robot/ }).first()).toBeVisible();
  const robotics = cards.filter({ has: page.getByTestId('journal-card-name').filter({ hasText: /Robot/ }) }).first();
  await expect(robotics.getByTestId('recommendation-score')).toHaveText(/^(Strong|Good|Partial) match$/);
  await expect(robotics.getByTestId('recommendation-reason').filter({ hasText: /robot/i }).first()).toBeVisible();

  await results.getByTestId('pager-page-2').click();
  await expect(results.getByTestId('pager-page-2')).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(10);

  await page.getByTestId('recommendation-clear').click();
  await expect(page.getByTestId('recommendation-results')).toHaveCount(0);
  await expect(page.getByTestId('results').getByTestId('journal-card').first()).toBeVisible();
});

test('an Indonesian abstract on rice plant disease detection gets relevant journals', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/id');
  await expect(page.getByTestId('abstract-privacy')).toHaveText('Abstrak Anda tidak pernah disimpan atau dicatat di log.');
  await recommendFor(page, riceDiseaseAbstract);

  const cards = page.getByTestId('recommendation-results').getByTestId('journal-card');
  await expect(cards.first()).toBeVisible({ timeout: FIRST_RESULTS_TIMEOUT });
  // SINTA journals join by themselves for an Indonesian abstract: the first may be titled in either language.
  await expect(cards.getByTestId('journal-card-name').first()).toHaveText(
    /plant|rice|crop|agri|learning|intelligen|comput|tanaman|padi|pertanian|pembelajaran|kecerdasan|komputer|informatika/i,
  );
  // The bridge's translation is shown next to the Indonesian word (e.g. "penyakit (disease) → disease").
  await expect(cards.first().getByTestId('recommendation-reason').first()).toBeVisible();
  await expect(cards.first().getByTestId('recommendation-score')).toHaveText(/^(Sangat cocok|Cocok|Cocok sebagian)$/);
});

test("a recommended journal listed in DOAJ shows its DOAJ facts on its card, linked to its DOAJ record", async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/id');
  const answer = page.waitForResponse((response) => isRecommendCall(response.url()) && response.status() === 200);
  await recommendFor(page, riceDiseaseAbstract);
  const { records } = (await (await answer).json()) as { records: { Title: string; doaj: { url: string } | null }[] };
  // Many SINTA and open-access journals are in DOAJ: an Indonesian abstract's fifty journals hold some.
  const place = records.findIndex((record) => record.doaj !== null);
  expect(place).toBeGreaterThanOrEqual(0);
  const results = page.getByTestId('recommendation-results');
  const pageOfIt = Math.floor(place / 10) + 1;
  if (pageOfIt > 1) await results.getByTestId(`pager-page-${pageOfIt}`).click();
  const card = results
    .getByTestId('journal-card')
    .filter({ has: page.getByTestId('journal-card-name').getByText(records[place]!.Title, { exact: true }) })
    .first();
  await expect(card.getByTestId('doaj-link')).toHaveAttribute('href', records[place]!.doaj!.url, { timeout: FIRST_RESULTS_TIMEOUT });
  // A journal DOAJ does not list shows no DOAJ line.
  const unlisted = records.findIndex((record, index) => record.doaj === null && Math.floor(index / 10) + 1 === pageOfIt);
  if (unlisted >= 0) {
    const other = results
      .getByTestId('journal-card')
      .filter({ has: page.getByTestId('journal-card-name').getByText(records[unlisted]!.Title, { exact: true }) })
      .first();
    await expect(other.getByTestId('doaj-facts')).toHaveCount(0);
  }
});
