// A premium user's recommendations say what the abstract was read as (its likeliest research topics, each with its
// subfield), and a topic's chip sets the category filter, which the server applies to a new ranking: every journal
// shown is then in that category; pressed again, the unfiltered recommendations come back.
import { expect, test } from '@playwright/test';
import { segmentationAbstract, softRoboticsAbstract } from './abstracts';
import { isRecommendCall, recommendFor, startPremium } from './recommend-helpers';

// The first recommendation of a fresh server builds the index (several seconds).
const FIRST_RESULTS_TIMEOUT = 45_000;
test.setTimeout(90_000);

interface FullAnswer {
  records: { Categories: string | null }[];
  readsAs: { topic: string; subfield: string; category: string | null }[];
}

const countOf = async (text: Promise<string | null>) => Number((await text)?.match(/\d+/)?.[0] ?? NaN);
const hasCategory = (categories: string | null, category: string) =>
  (categories ?? '').split(';').some((entry) => entry.trim().toLowerCase() === category.toLowerCase());

test('a reads-as chip filters the recommendations to its category', async ({ page, request }) => {
  const token = await startPremium(page, request);
  // The answer the home page will get (the same body it sends for an English abstract), to know what to expect.
  const response = await request.post('/api/ai/recommend?view=full', {
    headers: { 'x-auth-token': token },
    data: { abstract: softRoboticsAbstract, limit: 50, includeSinta: false },
    timeout: FIRST_RESULTS_TIMEOUT,
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as FullAnswer;
  const topic = answer.readsAs.find(
    ({ category }) => category && answer.records.some((record) => hasCategory(record.Categories, category)),
  );
  expect(topic).toBeDefined();
  const category = topic?.category ?? '';
  const inCategory = answer.records.filter((record) => hasCategory(record.Categories, category)).length;

  await page.goto('/en');
  await recommendFor(page, softRoboticsAbstract);
  const results = page.getByTestId('recommendation-results');
  await expect(results.getByTestId('journal-card').first()).toBeVisible({ timeout: FIRST_RESULTS_TIMEOUT });
  const readsAs = results.getByTestId('reads-as');
  await expect(readsAs).toContainText('Your abstract reads as:');
  await expect(readsAs).toContainText(`${topic?.topic} (${topic?.subfield})`);
  const count = results.getByTestId('results-count');
  await expect.poll(() => countOf(count.textContent())).toBe(answer.records.length);

  const chip = readsAs.locator(`button[data-category="${category}"]`).first();
  const filtered = page.waitForResponse((response) => isRecommendCall(response.url()));
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  // The chip sets the home page's category filter (kept in the address), and the recommendations are asked again with it.
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(category);
  const filteredAnswer = (await (await filtered).json()) as FullAnswer;
  expect(filteredAnswer.records.length).toBeGreaterThanOrEqual(inCategory);
  for (const record of filteredAnswer.records) expect(hasCategory(record.Categories, category)).toBe(true);
  await expect.poll(() => countOf(count.textContent())).toBe(filteredAnswer.records.length);
  for (const categories of await results.getByTestId('journal-card-categories').all()) {
    await expect(categories).toContainText(category);
  }

  const unfiltered = page.waitForResponse((response) => isRecommendCall(response.url()));
  await chip.click();
  await unfiltered;
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => countOf(count.textContent())).toBe(answer.records.length);
});

test('image segmentation with teacher and student networks reads as computing, in Indonesian on the Indonesian page', async ({
  page,
  request,
}) => {
  await startPremium(page, request);
  await page.goto('/id');
  await recommendFor(page, segmentationAbstract);
  const readsAs = page.getByTestId('recommendation-results').getByTestId('reads-as');
  await expect(readsAs).toContainText('Abstrak Anda terbaca sebagai:', { timeout: FIRST_RESULTS_TIMEOUT });
  await expect(readsAs).toContainText(/\((Computer Vision and Pattern Recognition|Artificial Intelligence)\)/);
  await expect(readsAs).not.toContainText('(Education)');
});
