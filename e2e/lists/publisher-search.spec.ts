import { expect, test } from '@playwright/test';

interface PredatoryAnswer {
  data: { name: string; link: string | null }[];
  sources: { name: string; date: string | null }[];
}

test('the publisher search narrows the grid to the names holding the text, whatever the case', async ({ page, request }) => {
  const answer = (await (await request.get('/api/bealls/publishers')).json()) as PredatoryAnswer;
  // A word of a real entry, typed in another case: the page must find the same entries the rule finds.
  const word = answer.data.map((entry) => entry.name.split(/\s+/)[0] ?? '').find((first) => first.length >= 6) ?? '';
  expect(word).not.toBe('');
  const needle = word.toUpperCase();
  const expected = answer.data.filter((entry) => entry.name.toLowerCase().includes(word.toLowerCase()));
  expect(expected.length).toBeLessThan(answer.data.length);

  await page.goto('/en/publishers');
  const items = page.getByTestId('predatory-item');
  await expect(items).toHaveCount(answer.data.length);
  await expect(page.getByTestId('predatory-sources')).toContainText('predatoryjournals.org');

  await page.getByTestId('list-search').fill(needle);
  await expect(items).toHaveCount(expected.length);
  for (const name of await items.allTextContents()) expect(name.toLowerCase()).toContain(word.toLowerCase());
  const link = page.getByTestId('predatory-link').first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByTestId('list-search').fill('no publisher is called qzxv');
  await expect(items).toHaveCount(0);
  await expect(page.getByTestId('predatory-empty')).toHaveText('No journals found.');
});
