// Nothing moves under a pointer that is pressing: a researcher types a maximum APC (or review time) and goes straight
// to "Cari Jurnal". Pressing the button takes the focus from the box, which applies the limit; the search button stays
// where it was pressed, so the first click asks for the recommendations, with the limit.
import { expect, test } from '@playwright/test';
import { softRoboticsAbstract } from './abstracts';
import { isRecommendCall, startPremium } from './recommend-helpers';

test.setTimeout(120_000);

for (const [field, value, filter] of [
  ['filter-maxApc', '2000', 'maxApc'],
  ['filter-maxReviewDays', '120', 'maxReviewDays'],
] as const) {
  test(`typing a limit in ${field} and clicking "Cari Jurnal" at once asks for the recommendations with it`, async ({
    page,
    request,
  }) => {
    await startPremium(page, request);
    await page.goto('/id');
    await page.getByTestId('search-abstract-input').fill(softRoboticsAbstract);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId(field).fill(value);
    await expect(page.getByTestId(field)).toBeFocused();

    const submit = page.getByTestId('search-submit');
    await submit.scrollIntoViewIfNeeded();
    const before = await submit.boundingBox();
    if (!before) throw new Error('the search button has no box');
    const answered = page.waitForResponse((response) => isRecommendCall(response.url()) && response.request().method() === 'POST');
    // A real click, step by step: the press takes the focus from the box (which applies the limit), then the release.
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await expect(page.getByTestId('filter-active-count')).toHaveText(/^1 aktif/);
    expect(await submit.boundingBox()).toEqual(before);
    await page.mouse.up();

    const response = await answered;
    expect(response.request().postDataJSON().filters).toEqual({ [filter]: value });
    const results = page.getByTestId('recommendation-results');
    await expect(results.getByTestId('results-count')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('results')).toHaveCount(0);
  });
}
