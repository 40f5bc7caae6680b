import { expect, test } from '@playwright/test';

test('a title search shows only journals whose title matches, two per page, and puts q in the address', async ({ page }) => {
  await page.goto('/id');
  await expect(page.getByTestId('journal-card')).toHaveCount(4);

  await page.getByTestId('search-title-input').fill('Cancer');
  await page.getByTestId('search-submit').click();

  await expect(page.getByTestId('results-heading')).toContainText('Cancer');
  await expect(page).toHaveURL(/\/id\?q=Cancer$/);
  const names = page.getByTestId('journal-card-name');
  // Two journals a page once a search has started.
  await expect(names).toHaveCount(2);
  for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain('cancer');
});

test('a search with neither a title nor a long enough abstract says what to enter', async ({ page }) => {
  await page.goto('/id');
  await page.getByTestId('search-abstract-input').fill('too short');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('toast')).toHaveText(
    'Masukkan abstrak minimal 50 karakter atau judul jurnal untuk pencarian.',
  );
  await expect(page).toHaveURL(/\/id$/);
});

test('an abstract of 50 characters asks a signed-out visitor to log in for the premium feature', async ({ page }) => {
  await page.goto('/en');
  const requested = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('jf:open-auth', (event) => resolve((event as CustomEvent<{ view: string }>).detail.view), {
          once: true,
        }),
      ),
  );
  await page
    .getByTestId('search-abstract-input')
    .fill('We study the effect of early screening on survival in breast cancer patients.');
  await page.getByTestId('search-submit').click();
  expect(await requested).toBe('login');
  await expect(page.getByTestId('toast')).toHaveText('This feature is for premium users.');
});
