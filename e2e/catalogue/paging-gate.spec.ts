import { expect, test } from '@playwright/test';

test('page 2 signed out tells the visitor to log in and opens the login modal', async ({ page }) => {
  await page.goto('/id');
  const firstCard = await page.getByTestId('journal-card-name').first().textContent();
  const requested = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('jf:open-auth', (event) => resolve((event as CustomEvent<{ view: string }>).detail.view), {
          once: true,
        }),
      ),
  );
  await page.getByTestId('pager-page-2').click();

  expect(await requested).toBe('login');
  await expect(page.getByTestId('toast')).toHaveText('Login diperlukan untuk membuka halaman berikutnya.');
  // Still on page 1, with the same journals.
  await expect(page.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('journal-card-name').first()).toHaveText(firstCard ?? '');
});

test('the server refuses page 2 to a signed-out visitor too (the rule lives on the server)', async ({ request }) => {
  const answer = await request.get('/api/journal?page=2');
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ code: 'unauthorized' });
});

test('favouriting signed out shows the login notice', async ({ page }) => {
  await page.goto('/id');
  const star = page.getByTestId('favorite-button').first();
  await expect(star).toHaveAttribute('title', 'Tambah ke Favorit');
  await star.click();
  await expect(page.getByTestId('toast')).toHaveText('Login untuk menyimpan favorit!');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});
