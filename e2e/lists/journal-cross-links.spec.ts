import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/server-database';

test('a journal Scopus discontinued says so on its page, in the server-rendered HTML', async ({ page, request }) => {
  const [journal] = await queryDatabase<{ source_id: string }>(
    'SELECT source_id::text FROM journals WHERE is_discontinued ORDER BY source_id LIMIT 1',
  );
  const html = await (await request.get(`/en/journal/${journal!.source_id}`)).text();
  expect(html).toContain('data-testid="journal-discontinued-warning"');

  await page.goto(`/en/journal/${journal!.source_id}`);
  await expect(page.getByTestId('journal-discontinued-warning')).toContainText('Discontinued in Scopus');
});

test('a journal sharing an ISSN with a SINTA profile links to that journal’s website', async ({ page }) => {
  const [match] = await queryDatabase<{ source_id: string; websites: string[] }>(
    `SELECT j.source_id::text, array_agg(s.website_url) AS websites
       FROM journals j JOIN sinta_journals s ON j.issns && s.issns
      GROUP BY j.source_id ORDER BY j.source_id LIMIT 1`,
  );
  await page.goto(`/en/journal/${match!.source_id}`);
  const website = page.getByTestId('journal-sinta-website');
  await expect(website).toHaveAttribute('target', '_blank');
  expect(match!.websites).toContain(await website.getAttribute('href'));
});
