// Recommendations survive a visit to a journal: ten a page with the first and last page always in the pager; a
// researcher on page 3 who opens a journal and comes Back finds the same page and the abstract in its box, shown
// again from the tab's sessionStorage (no second call). The abstract is never in the address and never sent anywhere
// but the recommendation API.
import { expect, test } from '@playwright/test';
import { softRoboticsAbstract } from './abstracts';
import { isRecommendCall, recommendFor, startPremium } from './recommend-helpers';

test.setTimeout(120_000);

/** A phrase of the abstract, to find it wherever it might leak. */
const phrase = 'liquid-metal strain sensors';

test('Back from a journal opened on page 3 shows page 3 of the same recommendations and the abstract', async ({ page, request }) => {
  await startPremium(page, request);
  const carriers: string[] = [];
  let recommendCalls = 0;
  page.on('request', (sent) => {
    if (isRecommendCall(sent.url())) recommendCalls += 1;
    else if (`${sent.url()} ${sent.postData() ?? ''}`.includes(phrase)) carriers.push(sent.url());
  });
  await page.goto('/id');
  await recommendFor(page, softRoboticsAbstract);

  const results = page.getByTestId('recommendation-results');
  const cards = results.getByTestId('journal-card');
  await expect(cards.first()).toBeVisible({ timeout: 45_000 });
  await expect(results.getByTestId('results-count')).toHaveText(/^50 /);
  await expect(cards).toHaveCount(10);
  // 50 recommendations, ten a page: the first and the last page can always be reached.
  await expect(results.getByTestId('pager-page-1')).toBeVisible();
  await results.getByTestId('pager-page-5').click();
  await expect(results.getByTestId('pager-page-5')).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(10);
  await results.getByTestId('pager-page-3').click();
  await expect(results.getByTestId('pager-page-3')).toHaveAttribute('aria-current', 'page');
  const pageThree = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-source-id')));

  await cards.nth(4).getByTestId('journal-card-name').click();
  await expect(page).toHaveURL(new RegExp(`/id/journal/${pageThree[4]}$`));
  await expect(page.getByTestId('journal-title')).toBeVisible();
  await page.goBack();

  await expect(page).toHaveURL(/\/id$/);
  await expect(results.getByTestId('pager-page-3')).toHaveAttribute('aria-current', 'page');
  expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-source-id')))).toEqual(pageThree);
  await expect(page.getByTestId('search-abstract-input')).toHaveValue(softRoboticsAbstract);
  await expect(results).toBeInViewport();
  expect(recommendCalls).toBe(1);

  // Kept in sessionStorage only: not in the address, not in localStorage, not in any other request.
  expect(decodeURIComponent(page.url())).not.toContain(phrase);
  const stored = await page.evaluate(() => ({
    session: Object.values(sessionStorage).join(' '),
    local: Object.values(localStorage).join(' '),
  }));
  expect(stored.session).toContain(phrase);
  expect(stored.local).not.toContain(phrase);
  expect(carriers).toEqual([]);

  // Cleared, they are forgotten: Back from a journal then shows the catalogue.
  await page.getByTestId('recommendation-clear').click();
  expect(await page.evaluate(() => Object.values(sessionStorage).join(' '))).not.toContain(phrase);
});

test('a reload after signing out does not show the kept recommendations', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/en');
  await recommendFor(page, softRoboticsAbstract);
  await expect(page.getByTestId('recommendation-results').getByTestId('journal-card').first()).toBeVisible({ timeout: 45_000 });
  await page.reload();
  await expect(page.getByTestId('recommendation-results').getByTestId('journal-card')).toHaveCount(10);
  await expect(page.getByTestId('search-abstract-input')).toHaveValue(softRoboticsAbstract);

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.reload();
  await expect(page.getByTestId('results').getByTestId('journal-card').first()).toBeVisible();
  await expect(page.getByTestId('recommendation-results')).toHaveCount(0);
  await expect(page.getByTestId('search-abstract-input')).toHaveValue('');
});
