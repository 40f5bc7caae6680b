// A premium user's recommendations say what the abstract was read as (its likeliest research topics, each with its
// subfield), and a topic's chip filters the recommendations to its SJR category; pressed again, all come back.
import { expect, test } from '@playwright/test';
import { segmentationAbstract } from './abstracts';
import { recommendFor, startPremium } from './recommend-helpers';

// The first recommendation of a fresh server builds the index (several seconds).
const FIRST_RESULTS_TIMEOUT = 45_000;
test.setTimeout(90_000);

const countOf = async (text: Promise<string | null>) => Number((await text)?.match(/\d+/)?.[0] ?? NaN);

test('the reads-as chips name the abstract’s topics and filter the recommendations to a category', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/en');
  await recommendFor(page, segmentationAbstract);

  const results = page.getByTestId('recommendation-results');
  await expect(results.getByTestId('journal-card').first()).toBeVisible({ timeout: FIRST_RESULTS_TIMEOUT });
  const readsAs = results.getByTestId('reads-as');
  await expect(readsAs).toContainText('Your abstract reads as:');
  // Image segmentation with teacher and student networks is read as a computing field, never as education.
  await expect(readsAs).toContainText(/\((Computer Vision and Pattern Recognition|Artificial Intelligence)\)/);
  await expect(readsAs).not.toContainText('(Education)');

  const count = results.getByTestId('results-count');
  const allCount = await countOf(count.textContent());
  const chip = readsAs.locator('button[data-testid="reads-as-topic"]').first();
  const category = (await chip.getAttribute('data-category')) ?? '';
  expect(category).not.toBe('');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  // The chip sets the home page's category filter (kept in the address), which the recommendations follow.
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(category);
  await expect.poll(() => countOf(count.textContent())).toBeLessThan(allCount);
  const cards = results.getByTestId('journal-card');
  await expect(cards.first()).toBeVisible();
  for (const categories of await cards.getByTestId('journal-card-categories').all()) {
    await expect(categories).toContainText(category);
  }

  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => countOf(count.textContent())).toBe(allCount);
});

test('the chips speak Indonesian on the Indonesian page', async ({ page, request }) => {
  await startPremium(page, request);
  await page.goto('/id');
  await recommendFor(page, segmentationAbstract);
  const readsAs = page.getByTestId('recommendation-results').getByTestId('reads-as');
  await expect(readsAs).toContainText('Abstrak Anda terbaca sebagai:', { timeout: FIRST_RESULTS_TIMEOUT });
  await expect(readsAs.getByTestId('reads-as-topic').first()).toBeVisible();
});
