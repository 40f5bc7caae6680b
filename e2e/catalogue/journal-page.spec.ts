import { expect, test } from '@playwright/test';

const journal = { id: '28773', title: 'Ca-A Cancer Journal for Clinicians' };

test('a journal page shows its metrics, its JSON-LD and its language alternates', async ({ page }) => {
  const response = await page.goto(`/id/journal/${journal.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('journal-title')).toHaveText(journal.title);
  await expect(page).toHaveTitle(new RegExp(`^${journal.title}`));
  // Indonesian numbers use a decimal comma.
  await expect(page.getByTestId('journal-sjr')).toHaveText('104,065');
  await expect(page.getByTestId('journal-h-index')).toHaveText('236');
  await expect(page.getByTestId('journal-best-quartile')).toHaveText(/Q1$/);

  const jsonLd = JSON.parse((await page.getByTestId('journal-json-ld').textContent()) ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Periodical',
    name: journal.title,
    issn: ['1542-4863', '0007-9235'],
    publisher: { '@type': 'Organization', name: expect.stringContaining('Wiley') },
  });

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/id/journal/${journal.id}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/journal/${journal.id}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Q1/);
});

test('in English the numbers follow English and the back link goes to /en', async ({ page }) => {
  await page.goto(`/en/journal/${journal.id}`);
  await expect(page.getByTestId('journal-sjr')).toHaveText('104.065');
  await page.getByTestId('journal-back-link').click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the subscription prompt needs login and opens the login modal', async ({ page }) => {
  await page.goto(`/id/journal/${journal.id}`);
  await expect(page.getByTestId('journal-subscribe')).toContainText('Login diperlukan untuk berlangganan');
  const requested = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('jf:open-auth', (event) => resolve((event as CustomEvent<{ view: string }>).detail.view), {
          once: true,
        }),
      ),
  );
  await page.getByTestId('journal-subscribe-login').click();
  expect(await requested).toBe('login');
});

test('a journal card leads to its journal page', async ({ page }) => {
  await page.goto('/en');
  const first = page.getByTestId('journal-card-name').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/en\/journal\/\d+$/);
  await expect(page.getByTestId('journal-title')).toHaveText(name);
});

test('the About page credits the data sources with links', async ({ page }) => {
  await page.goto('/en/about');
  const sources = page.getByTestId('data-sources');
  await expect(sources).toContainText('SCImago Journal & Country Rank (SJR 2025)');
  await expect(sources.getByTestId('data-sources-sjr-history')).toContainText(
    "SJR, best quartile, H index and documents by year (1999–2022, 2024, 2025; 2023 is not available): SCImago Journal & Country Rank's yearly exports",
  );
  await expect(sources.getByRole('link', { name: 'scimagojr.com' })).toHaveAttribute('href', 'https://www.scimagojr.com');
  await expect(sources.getByRole('link', { name: 'doi:10.7910/DVN/CR1MMV' })).toHaveAttribute(
    'href',
    'https://doi.org/10.7910/DVN/CR1MMV',
  );
});

test("the About page links the developer's author profile the operator set (AUTHOR_PROFILE_URL)", async ({ page }) => {
  await page.goto('/en/about');
  const link = page.getByTestId('about-author-link');
  await expect(link).toHaveAttribute('href', 'https://scholar.google.com/citations?user=e2e-author');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
