import { expect, test } from '@playwright/test';

for (const id of ['999999999999', 'not-a-number']) {
  test(`journal ${id} shows its not-found text with status 404`, async ({ page }) => {
    const response = await page.goto(`/id/journal/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Jurnal Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByTestId('journal-not-found-text')).toHaveText(`Jurnal dengan Source ID "${id}" tidak ditemukan.`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByTestId('journal-back-link').click();
    await expect(page).toHaveURL(/\/id$/);
  });
}

test('a journal URL without its id says the id is missing, with status 404', async ({ page }) => {
  const response = await page.goto('/en/journal');
  expect(response?.status()).toBe(404);
  // The spec's Indonesian text on /id, said in English on /en.
  await expect(page.getByTestId('journal-not-found-text')).toHaveText('The URL has no Source ID.');
  expect((await page.goto('/id/journal'))?.status()).toBe(404);
  await expect(page.getByTestId('journal-not-found-text')).toHaveText('Source ID tidak ditemukan di URL.');
});

test('a malformed URL is the client’s error (400), not the server’s', async ({ request }) => {
  for (const path of ['/id/%E0%A4%A', '/xx/%E0%A4%A', '/api/journal/%E0%A4%A']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(400);
    expect(await answer.json()).toEqual({ message: 'badRequest', code: 'bad_request' });
  }
});
