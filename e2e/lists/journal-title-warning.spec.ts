import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/server-database';

const sourceIdOf = async (title: string, publisher: string) => {
  const [row] = await queryDatabase<{ source_id: string }>(
    'SELECT source_id::text FROM journals WHERE title = $1 AND publisher = $2',
    [title, publisher],
  );
  return row!.source_id;
};

test('a journal a list names by title on its publisher’s site warns on its page: which list, its date, that lists disagree', async ({ page, request }) => {
  const id = await sourceIdOf('Actuators', 'Multidisciplinary Digital Publishing Institute (MDPI)');
  const html = await (await request.get(`/en/journal/${id}`)).text();
  expect(html).toContain('data-testid="journal-list-warnings"');

  await page.goto(`/en/journal/${id}`);
  const warning = page.getByTestId('journal-list-warnings').getByTestId('list-warning');
  await expect(warning).toHaveCount(1);
  await expect(warning).toHaveAttribute('data-kind', 'journalTitle');
  await expect(warning).toContainText('Named as a predatory journal on predatoryjournals.org (as of 2025-06-20): “Actuators”.');
  await expect(warning).toContainText('The lists disagree: Scopus indexes this journal, and beallslist.net does not list it.');
  await expect(warning).toContainText('https://www.mdpi.com/journal/actuators');
  await expect(warning).toContainText('its publisher’s site (mdpi.com)');
  // The exact-link explanation belongs to website matches only.
  await expect(page.getByTestId('journal-list-warnings')).not.toContainText('exact link');
});

test('a namesake of another publisher gets no warning from the title alone', async ({ page }) => {
  const id = await sourceIdOf('Healthcare', 'Elsevier B.V.');
  await page.goto(`/en/journal/${id}`);
  await expect(page.getByTestId('journal-title')).toHaveText('Healthcare');
  await expect(page.getByTestId('journal-list-warnings')).toHaveCount(0);
});
