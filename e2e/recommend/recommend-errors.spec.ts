// A failed recommendation shows the server's message, or 'recommendationFailed' without one: a refusal the server
// words (the per-user limit, a real 429 from this server) is shown as its message; a broken server as
// 'recommendationFailed'. Nothing replaces the list.
import { expect, test } from '@playwright/test';
import { softRoboticsAbstract } from './abstracts';
import { recommendFor, startPremium } from './recommend-helpers';

test.setTimeout(90_000);

test('past the per-user limit, the server\'s "too many requests" message is shown', async ({ page, request }) => {
  const token = await startPremium(page, request);
  // Use up the limit (RECOMMEND_RATE_LIMIT, 30 by default) through the API, as the same user.
  let status = 200;
  for (let call = 0; call < 40 && status !== 429; call += 1) {
    const response = await request.post('/api/ai/recommend', {
      headers: { 'x-auth-token': token },
      data: { abstract: softRoboticsAbstract, limit: 1 },
      timeout: 60_000,
    });
    status = response.status();
  }
  expect(status).toBe(429);

  await page.goto('/en');
  await recommendFor(page, softRoboticsAbstract);
  await expect(page.getByTestId('toast').filter({ hasText: 'Too many requests. Please try again later.' })).toBeVisible();
  await expect(page.getByTestId('recommendation-results')).toHaveCount(0);
  await expect(page.getByTestId('results').getByTestId('journal-card').first()).toBeVisible();
});

test("a broken server's answer shows 'recommendationFailed'", async ({ page, request }) => {
  await startPremium(page, request);
  await page.route((url) => url.pathname === '/api/ai/recommend', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal error', code: 'internal' } }),
  );
  await page.goto('/id');
  await recommendFor(page, softRoboticsAbstract);
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Gagal mendapatkan rekomendasi jurnal. Coba lagi.' }),
  ).toBeVisible();
  await expect(page.getByTestId('recommendation-results')).toHaveCount(0);
});
