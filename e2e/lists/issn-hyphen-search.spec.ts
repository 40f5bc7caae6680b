import { expect, test } from '@playwright/test';

// The lists store ISSNs as SJR writes them ("30509157"); a visitor types them as printed ("3050-9157").
const hyphenated = (issn: string) => `${issn.slice(0, 4)}-${issn.slice(4, 8)}`;

test('the new-titles search finds a title by its ISSN typed with the hyphen', async ({ page, request }) => {
  const answer = await (await request.get('/api/journal/new?q=30509157')).json();
  const name = answer.data[0]?.NamaJurnal as string;
  expect(name).toBe('AACE Endocrinology and Diabetes');

  await page.goto('/en/new-scopus');
  await expect(page.getByTestId('new-scopus-row')).toHaveCount(20);
  await page.getByTestId('list-search').fill('3050-9157');
  await expect(page.getByTestId('new-scopus-row')).toHaveCount(1);
  await expect(page.getByTestId('new-scopus-name')).toHaveText(name);
});

test('the discontinued search finds a title by its ISSN typed with the hyphen', async ({ page, request }) => {
  const answer = await (await request.get('/api/journal/dis?limit=100')).json();
  const journal = (answer.data as { 'Nama Jurnal': string; ISSN: string | null }[]).find(
    (entry) => entry.ISSN && /^\d{7}[\dX]$/.test(entry.ISSN),
  );
  expect(journal).toBeDefined();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/discontinued-journal');
  await expect(page.getByTestId('dis-table')).toBeVisible();
  await page.getByTestId('list-search').fill(hyphenated(journal!.ISSN!));
  await expect(page.getByTestId('dis-table')).toContainText(journal!['Nama Jurnal']);
  await expect(page.getByTestId('dis-row')).toHaveCount(1);
});
