import { expect, test } from '@playwright/test';

interface PredatoryAnswer {
  data: { name: string; link: string | null }[];
  pagination: { total: number };
  sources: { name: string; date: string | null }[];
}

test('the publisher search narrows the grid to the names holding the text, whatever the case', async ({ page, request }) => {
  const answer = (await (await request.get('/api/bealls/publishers?limit=500')).json()) as PredatoryAnswer;
  // A word of a real entry, typed in another case: the page must find the same entries the rule finds.
  const word = answer.data.map((entry) => entry.name.split(/\s+/)[0] ?? '').find((first) => first.length >= 6) ?? '';
  expect(word).not.toBe('');
  const needle = word.toUpperCase();
  const matches = (await (await request.get(`/api/bealls/publishers?q=${encodeURIComponent(word)}`)).json()) as PredatoryAnswer;
  expect(matches.pagination.total).toBeLessThan(answer.pagination.total);

  await page.goto('/en/publishers');
  const items = page.getByTestId('predatory-item');
  // One page of 30, not the whole list.
  await expect(items).toHaveCount(30);
  await expect(page.getByTestId('predatory-sources')).toContainText('predatoryjournals.org');

  await page.getByTestId('list-search').fill(needle);
  await expect(items).toHaveCount(Math.min(matches.pagination.total, 30));
  await expect(page.getByTestId('predatory-count')).toContainText(`${matches.pagination.total} of`);
  for (const name of await items.allTextContents()) expect(name.toLowerCase()).toContain(word.toLowerCase());
  const link = page.getByTestId('predatory-link').first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByTestId('list-search').fill('no publisher is called qzxv');
  await expect(items).toHaveCount(0);
  await expect(page.getByTestId('predatory-empty')).toHaveText('No journals found.');
});
