import { expect, test } from '@playwright/test';
import { registerAndLogIn, startWithToken } from '../accounts/account-helpers';
import { queryDatabase } from '../support/server-database';

interface SintaAnswer {
  data: { Title: string; Website: string; warnings: { list: string; name: string }[] }[];
}

test('a SINTA journal whose website is on a predatory list shows the list and the entry on its card', async ({ page, request }) => {
  const session = await registerAndLogIn(request);
  // SINTA websites at or below a predatory journal entry's link (scheme, www. and trailing slashes aside), found in
  // the database; the API then says which of them it really flags.
  const candidates = await queryDatabase<{ title: string }>(
    `WITH sites AS (
       SELECT title, lower(substring(website_url from '^[A-Za-z]+://(?:www\\.)?([^/:?#]+)')) AS host,
              lower(regexp_replace(regexp_replace(website_url, '^[A-Za-z]+://(www\\.)?', ''), '/+$', '')) AS site
       FROM sinta_journals)
     SELECT DISTINCT sites.title FROM sites JOIN predatory_journals p ON p.host = sites.host
     WHERE sites.site LIKE lower(regexp_replace(regexp_replace(p.link, '^[A-Za-z]+://(www\\.)?', ''), '/+$', '')) || '%'
     ORDER BY sites.title LIMIT 10`,
  );
  let found: SintaAnswer['data'][number] | undefined;
  for (const { title } of candidates) {
    const answer = await request.get(`/api/sinta/search?q=${encodeURIComponent(title)}&limit=60`, {
      headers: { 'x-auth-token': session.token },
    });
    found = ((await answer.json()) as SintaAnswer).data.find((item) => item.Title === title && item.warnings.length > 0);
    if (found) break;
  }
  expect(found).toBeDefined();
  const warning = found!.warnings[0]!;

  await startWithToken(page, session.token);
  await page.goto('/en/sinta');
  await page.getByTestId('sinta-query').fill(found!.Title);
  await page.getByTestId('sinta-submit').click();
  // The card of that very journal: several SINTA titles may hold the same words.
  const card = page
    .getByTestId('sinta-card')
    .filter({ has: page.locator(`[data-testid="sinta-card-website"][href=${JSON.stringify(found!.Website)}]`) });
  await expect(card).toHaveCount(1);
  const warnings = card.getByTestId('sinta-card-warnings');
  await expect(warnings).toContainText(`predatory journal on ${warning.list}`);
  await expect(warnings).toContainText(warning.name);
});
