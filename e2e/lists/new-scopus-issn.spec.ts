import { expect, test } from '@playwright/test';

interface NewAnswer {
  data: { NamaJurnal: string; ISSN: string | null; EISSN: string | null }[];
  pagination: { total: number };
}

test('the new-titles search finds a title by its ISSN through the API', async ({ page, request }) => {
  const sample = (await (await request.get('/api/journal/new?page=3&limit=20')).json()) as NewAnswer;
  const journal = sample.data.find((entry) => entry.ISSN && /^\d{7}[\dX]/.test(entry.ISSN));
  expect(journal).toBeDefined();
  const issn = journal!.ISSN!.slice(0, 8);

  await page.goto('/en/new-scopus');
  const rows = page.getByTestId('new-scopus-row');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('list-source-note')).toContainText('new in SJR 2025 compared with SJR 2024');

  await page.getByTestId('list-search').fill(issn);
  await expect(page.getByTestId('new-scopus-name').filter({ hasText: journal!.NamaJurnal })).toBeVisible();
  await expect(page.getByTestId('filter-active-count')).toHaveText(/^1/);
  const count = await rows.count();
  expect(count).toBeLessThan(20);
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    const issns = [await row.getByTestId('new-scopus-issn').textContent(), await row.getByTestId('new-scopus-eissn').textContent()];
    expect(issns.join(' ')).toContain(issn);
  }
});
